#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Writes the page's files: the HTML, the renderer, the self-check, the style and the stream.
enum PageWriter {
  /// The stream as JSON, keys sorted so that a run writes the same bytes every time.
  static func json(_ stream: Stream) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(stream), as: UTF8.self)
  }

  /// The files of the page, by name.
  static func files(for stream: Stream) throws -> [(name: String, text: String)] {
    let json = try json(stream)
    return [
      ("index.html", PageResources.html),
      ("style.css", PageResources.css),
      ("renderer.js", PageResources.renderer),
      ("selfcheck.js", PageResources.selfCheck),
      // A page opened from file:// cannot fetch JSON, so the stream arrives as a script.
      ("stream.js", "window.WEB_LIST_STREAM = \(json);\n"),
      ("stream.json", json + "\n"),
    ]
  }

  /// Writes the page into `directory`, creating it if needed; returns the files' paths.
  @discardableResult
  static func write(_ stream: Stream, to directory: String) throws -> [String] {
    let folder = URL(fileURLWithPath: directory, isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return try files(for: stream).map { file in
      let url = folder.appendingPathComponent(file.name)
      try Data(file.text.utf8).write(to: url)
      return url.path
    }
  }
}
