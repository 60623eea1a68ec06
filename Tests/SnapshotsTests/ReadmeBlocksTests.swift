import Foundation
import Testing

/// Every Swift block of the README is compiled and run: the first (the manifest lines) by
/// SwiftPM, the others by `ReadmeExampleTests`, which holds each one between
/// `// README block N` and `// end of README block N` (a block may be split in pieces around
/// the checks). This suite keeps the two identical, so that an edit to either fails here.
@Suite struct ReadmeBlocksTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The README's fenced Swift blocks, in order.
  static func readmeBlocks() throws -> [[String]] {
    let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
    var blocks: [[String]] = []
    var current: [String]?
    for line in readme.split(separator: "\n", omittingEmptySubsequences: false) {
      if current == nil, line == "```swift" {
        current = []
      } else if let block = current, line == "```" {
        blocks.append(block)
        current = nil
      } else {
        current?.append(String(line))
      }
    }
    return blocks
  }

  /// The mirrored pieces of block `number` in the test file, joined.
  static func mirror(of number: Int, in lines: [Substring]) -> [String] {
    var mirrored: [String] = []
    var inside = false
    for line in lines {
      let text = line.trimmingCharacters(in: .whitespaces)
      if text == "// README block \(number)" || text == "// README block \(number), continued" {
        inside = true
      } else if text == "// end of README block \(number)" {
        inside = false
      } else if inside {
        mirrored.append(String(line))
      }
    }
    return mirrored
  }

  /// The lines that carry code or comments, with runs of spaces collapsed: swift-format spaces
  /// the test file, the README is spaced for reading. Imports sit at the top of the test file.
  static func normalized(_ lines: [String]) -> [String] {
    lines.map { $0.split(separator: " ").joined(separator: " ") }
      .filter { !$0.isEmpty && !$0.hasPrefix("import ") }
  }

  @Test func everyBlockAfterTheManifestIsMirroredVerbatim() throws {
    let blocks = try Self.readmeBlocks()
    #expect(blocks.count == 4, "the README's Swift blocks changed: mirror the new ones")
    let source = try String(
      contentsOf: Self.root.appendingPathComponent("Tests/SnapshotsTests/ReadmeExampleTests.swift"),
      encoding: .utf8)
    let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
    for (index, block) in blocks.enumerated().dropFirst() {
      let number = index + 1
      let readme = Self.normalized(block)
      let mirrored = Self.normalized(Self.mirror(of: number, in: lines))
      #expect(!readme.isEmpty)
      for (offset, pair) in zip(readme, mirrored).enumerated() where pair.0 != pair.1 {
        Issue.record("README block \(number), line \(offset + 1): \"\(pair.0)\" ≠ \"\(pair.1)\"")
        break
      }
      #expect(readme.count == mirrored.count, "README block \(number): line counts differ")
      for module in block where module.hasPrefix("import ") {
        #expect(source.contains("\n\(module)\n"), "the test file lacks \(module)")
      }
    }
  }

  /// The first block goes into a client's manifest: SwiftPM must read it, and the products it
  /// names must be this package's.
  @Test func manifestBlockIsAManifest() throws {
    let block = try #require(try Self.readmeBlocks().first).joined(separator: "\n")
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("readme-manifest-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let manifest = """
      // swift-tools-version: 6.0
      import PackageDescription

      let package = Package(
        name: "MyApp",
      \(block)
      )
      """
    try manifest.write(
      to: folder.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)

    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swift", "package", "--package-path", folder.path, "dump-package"]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let text = String(decoding: data, as: UTF8.self)
    #expect(process.terminationStatus == 0, "swift package dump-package failed:\n\(text)")

    let ours = try String(
      contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
    for product in ["Snapshots", "Outline"] {
      #expect(text.contains("\"\(product)\""), "the manifest lost the product \(product)")
      #expect(ours.contains(".library(name: \"\(product)\""), "this package has no \(product)")
    }
  }
}
