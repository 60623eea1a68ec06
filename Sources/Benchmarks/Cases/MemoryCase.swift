import Foundation
import Snapshots

/// Memory per item of a 1 000 000-item `Snapshot<Int, Int>` in 1 000 sections: peak resident
/// size minus the resident size before building, measured in a fresh child process (this
/// executable, run with `--memory-child`), so nothing the parent allocated skews the baseline.
enum MemoryCase {
  static let itemCount = 1_000_000
  static let sectionCount = 1000

  static func all() -> [BenchmarkCase] {
    [
      BenchmarkCase("Snapshot memory 1 000 000 items", workloads: []) { context in
        let report = runChild()
        let perItem = Double(report.peak - report.baseline) / Double(itemCount)
        let retained = Double(report.retained - report.baseline) / Double(itemCount)
        return CaseResult(
          name: "Snapshot memory 1 000 000 items", workload: "Build(1000×1000)",
          measured: Measurement(time: Statistics([report.seconds])), bytesPerItem: perItem,
          bytesPerItemTarget: 48,
          note: String(
            format: "peak %.1f MB over a %.1f MB baseline; %.1f B/item still resident after",
            Double(report.peak - report.baseline) / 1e6, Double(report.baseline) / 1e6,
            retained) + " (time: the child's one build)")
      }
    ]
  }

  /// What the child process measured, in bytes and seconds.
  struct ChildReport {
    var baseline: Int
    var peak: Int
    var retained: Int
    var seconds: Double
  }

  /// Runs this executable with `--memory-child` and reads its one-line report.
  static func runChild() -> ChildReport {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/proc/self/exe")
    process.arguments = ["--memory-child", String(itemCount)]
    let pipe = Pipe()
    process.standardOutput = pipe
    do {
      try process.run()
    } catch {
      fail("memory: cannot start the child process: \(error)")
    }
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    let fields = Dictionary(
      uniqueKeysWithValues: output.split(whereSeparator: \.isWhitespace).compactMap {
        field -> (String, Double)? in
        let parts = field.split(separator: "=")
        // From a `String`: `Double(_: Substring)` needs macOS 11 and iOS 14.
        guard parts.count == 2, let value = Double(String(parts[1])) else { return nil }
        return (String(parts[0]), value)
      })
    guard process.terminationStatus == 0, let baseline = fields["baseline"],
      let peak = fields["peak"], let retained = fields["retained"],
      let seconds = fields["seconds"]
    else { fail("memory: the child process reported '\(output)'") }
    return ChildReport(
      baseline: Int(baseline), peak: Int(peak), retained: Int(retained), seconds: seconds)
  }

  /// The child's side: builds the snapshot, section by section, and prints
  /// `baseline=… peak=… retained=… seconds=…` (bytes, seconds).
  static func measureInChild(itemCount: Int) {
    let perSection = itemCount / sectionCount
    let baseline = residentSize().current
    var snapshot = Snapshot<Int, Int>()
    let duration = timed {
      snapshot.appendSections(Array(0..<sectionCount))
      for section in 0..<sectionCount {
        snapshot.appendItems(
          Array((section * perSection)..<((section + 1) * perSection)), toSection: section)
      }
      return snapshot.numberOfItems
    }
    let after = residentSize()
    guard snapshot.numberOfItems == perSection * sectionCount else {
      fail("memory: the snapshot holds \(snapshot.numberOfItems) items")
    }
    print(
      "baseline=\(baseline) peak=\(after.peak) retained=\(after.current) seconds=\(duration.seconds)"
    )
    blackHole(snapshot)
  }

  /// Resident set size now and at its peak (`VmRSS`, `VmHWM` of `/proc/self/status`), in bytes.
  static func residentSize() -> (current: Int, peak: Int) {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else {
      fail("memory: /proc/self/status is not readable (Linux only)")
    }
    func kilobytes(_ key: String) -> Int {
      guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix(key + ":") }),
        let value = line.split(whereSeparator: \.isWhitespace).dropFirst().first.flatMap({
          Int($0)
        })
      else { fail("memory: no \(key) in /proc/self/status") }
      return value * 1024
    }
    return (kilobytes("VmRSS"), kilobytes("VmHWM"))
  }
}
