import Foundation
import Testing

@testable import web_list

/// The command line and the files the example writes.
@Suite("web-list page and options")
struct PageTests {
  @Test("--out is required, once, with a value")
  func options() throws {
    #expect(try Options(arguments: ["--out", "page"]).outputDirectory == "page")
    #expect(try Options(arguments: ["--help"]).help)
    for bad in [[], ["--out"], ["--out", ""], ["--out", "a", "--out", "b"], ["--in", "x"]] {
      #expect(throws: UsageError.self, "\(bad)") { try Options(arguments: bad) }
    }
  }

  @Test("writes the page's six files; stream.js assigns the same JSON as stream.json")
  func files() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("web-list-\(UUID().uuidString)/nested")
    defer { try? FileManager.default.removeItem(at: directory.deletingLastPathComponent()) }
    let paths = try PageWriter.write(Session.stream, to: directory.path)
    #expect(
      paths.map { URL(fileURLWithPath: $0).lastPathComponent } == [
        "index.html", "style.css", "renderer.js", "selfcheck.js", "stream.js", "stream.json",
      ])
    func read(_ name: String) throws -> String {
      try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
    }
    let json = try read("stream.json")
    let script = try read("stream.js")
    let prefix = "window.WEB_LIST_STREAM = "
    #expect(script.hasPrefix(prefix))
    #expect(script == prefix + json.dropLast() + ";\n")
    let decoded = try JSONDecoder().decode(Stream.self, from: Data(json.utf8))
    #expect(decoded == Session.stream)
    // The page loads its scripts from files next to it, never from a network or a package.
    let html = try read("index.html")
    for name in ["stream.js", "renderer.js", "selfcheck.js", "style.css"] {
      #expect(html.contains("\"\(name)\""), "\(name)")
    }
    #expect(!html.contains("http"))
  }

  @Test("the renderer edits by identity and never assigns HTML")
  func rendererHasNoHTMLAssignments() {
    let code = PageResources.renderer + PageResources.html
    for forbidden in ["innerHTML", "outerHTML", "insertAdjacentHTML", "document.write"] {
      #expect(!code.contains(forbidden), "\(forbidden)")
    }
    #expect(PageResources.renderer.contains("insertBefore"))
    #expect(PageResources.renderer.contains(".remove()"))
  }
}
