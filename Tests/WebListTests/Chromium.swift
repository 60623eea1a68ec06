import Foundation

/// Runs the page's self-check in headless Chromium and reads back its one result line.
enum Chromium {
  /// The browser's path: `$CHROMIUM` if set, else the first of Debian's and other usual names
  /// found on `PATH`; `nil` when there is none.
  static let path: String? = {
    let environment = ProcessInfo.processInfo.environment
    if let chosen = environment["CHROMIUM"], !chosen.isEmpty { return chosen }
    let folders = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
    for name in ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"] {
      for folder in folders {
        let candidate = "\(folder)/\(name)"
        if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
      }
    }
    return nil
  }()

  /// Opens `index.html?selfcheck=1` in `directory` and returns the line the self-check wrote,
  /// or what went wrong when there is no such line.
  static func selfCheck(in directory: URL) throws -> String {
    let dom = try dump(directory, query: "selfcheck=1", budget: 10_000)
    return resultLine(in: dom) ?? "no result line in: \(dom.prefix(300))"
  }

  /// The page's DOM once `budget` milliseconds of virtual time have passed after opening
  /// `index.html?query` in `directory`.
  static func dump(_ directory: URL, query: String, budget: Int) throws -> String {
    guard let path else { return "chromium is not installed" }
    let profile = FileManager.default.temporaryDirectory
      .appendingPathComponent("web-list-chromium-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: profile) }
    let page = directory.appendingPathComponent("index.html").absoluteString + "?" + query
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = [
      "--headless", "--no-sandbox", "--disable-gpu", "--virtual-time-budget=\(budget)",
      "--user-data-dir=\(profile.path)", "--dump-dom", page,
    ]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let dom = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return dom
  }

  /// The self-check's line in a dumped DOM, with HTML's escapes undone.
  static func resultLine(in dom: String) -> String? {
    guard let start = dom.range(of: "WEB-LIST SELFCHECK ") else { return nil }
    let line = dom[start.lowerBound...].prefix { $0 != "<" && $0 != "\n" }
    return String(line).replacingOccurrences(of: "&lt;", with: "<")
      .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&quot;", with: "\"")
      .replacingOccurrences(of: "&amp;", with: "&")
  }
}
