import Foundation

/// Formats results as a table (for people), CSV or JSON (for tools).
enum Report {
  static let columns: [(title: String, width: Int, left: Bool)] = [
    ("case", 48, true), ("median", 9, false), ("min", 9, false), ("max", 9, false),
    ("runs", 4, false), ("floor", 9, false), ("× floor", 8, false), ("min×", 7, false),
    ("target", 10, true), ("moves (min)", 16, false),
  ]

  static var tableHeader: String {
    let header = row(columns.map(\.title))
    return header + "\n" + String(repeating: "-", count: header.count)
  }

  /// One line of the table; the note, if any, on a second line.
  static func tableRow(_ result: CaseResult) -> String {
    let target: String
    if let goal = result.bytesPerItemTarget, let meets = result.meetsTarget {
      target = "≤ \(Int(goal)) B \(meets ? "ok" : "MISS")"
    } else if let goal = result.target, let meets = result.meetsTarget {
      target = "≤ \(ratio(goal)) \(meets ? "ok" : "MISS")"
    } else {
      target = ""
    }
    var moves = result.moves.map(grouped) ?? ""
    if let minimum = result.minimumMoves { moves += " (\(grouped(minimum)))" }
    let line = row([
      result.name, seconds(result.time.median), seconds(result.time.min),
      seconds(result.time.max), String(result.time.runs),
      result.floor.map { seconds($0.median) } ?? "",
      result.ratio.map(ratio) ?? result.bytesPerItem.map { String(format: "%.1f B", $0) } ?? "",
      result.minRatio.map(ratio) ?? "", target, moves,
    ])
    guard let note = result.note else { return line }
    return line + "\n" + String(repeating: " ", count: 50) + "note: " + note
  }

  static func csv(_ results: [CaseResult]) -> String {
    var lines = [
      "case,workload,median_s,min_s,max_s,runs,floor_workload,floor_median_s,floor_min_s,"
        + "ratio,min_ratio,target,meets_target,moves,minimum_moves,bytes_per_item,"
        + "bytes_per_item_target,note"
    ]
    for result in results {
      let fields: [String] = [
        result.name, result.workload, "\(result.time.median)", "\(result.time.min)",
        "\(result.time.max)", "\(result.time.runs)", result.floorWorkload ?? "",
        result.floor.map { "\($0.median)" } ?? "", result.floor.map { "\($0.min)" } ?? "",
        result.ratio.map { "\($0)" } ?? "", result.minRatio.map { "\($0)" } ?? "",
        result.target.map { "\($0)" } ?? "", result.meetsTarget.map { "\($0)" } ?? "",
        result.moves.map { "\($0)" } ?? "", result.minimumMoves.map { "\($0)" } ?? "",
        result.bytesPerItem.map { "\($0)" } ?? "", result.bytesPerItemTarget.map { "\($0)" } ?? "",
        result.note ?? "",
      ]
      lines.append(fields.map(csvField).joined(separator: ","))
    }
    return lines.joined(separator: "\n")
  }

  /// The whole run as one JSON document.
  struct Document: Encodable {
    var date: String
    var buildIsOptimized: Bool
    var quick: Bool
    var warmup: Int
    var runs: Int
    var workloads: [Workloads.Info]
    var results: [CaseResult]
  }

  static func json(_ document: Document) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    guard let data = try? encoder.encode(document) else { fail("results do not encode as JSON") }
    return String(decoding: data, as: UTF8.self)
  }

  // MARK: Formatting

  static func row(_ cells: [String]) -> String {
    zip(columns, cells).map { column, cell in
      let padding = String(repeating: " ", count: max(0, column.width - cell.count))
      return column.left ? cell + padding : padding + cell
    }.joined(separator: " ")
  }

  /// A duration with three significant digits and a unit: `845 µs`, `12.3 ms`, `1.49 s`.
  static func seconds(_ value: Double) -> String {
    let (scaled, unit): (Double, String) =
      switch value {
      case ..<1e-6: (value * 1e9, "ns")
      case ..<1e-3: (value * 1e6, "µs")
      case ..<1: (value * 1e3, "ms")
      default: (value, "s")
      }
    let digits = scaled >= 100 ? 0 : scaled >= 10 ? 1 : 2
    return String(format: "%.\(digits)f", scaled) + " " + unit
  }

  /// A ratio with at least two significant digits: `1811×`, `1.20×`, `0.0042×`.
  static func ratio(_ value: Double) -> String {
    if value >= 100 { return String(format: "%.0f×", value) }
    if value >= 0.1 || value == 0 { return String(format: "%.2f×", value) }
    let digits = min(8, 1 - Int((log10(value)).rounded(.down)))
    return String(format: "%.\(digits)f×", value)
  }

  /// `89 949`: thousands separated by a space, as in the spec.
  static func grouped(_ value: Int) -> String {
    let digits = String(value.magnitude)
    var groups: [Substring] = []
    var end = digits.endIndex
    while end > digits.startIndex {
      let start = digits.index(end, offsetBy: -3, limitedBy: digits.startIndex) ?? digits.startIndex
      groups.insert(digits[start..<end], at: 0)
      end = start
    }
    return (value < 0 ? "-" : "") + groups.joined(separator: " ")
  }

  static func csvField(_ text: String) -> String {
    guard text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" }) else { return text }
    return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
  }
}
