import Testing

@testable import Snapshots

// The documented format: two spaces per level, `+`/`-`, `*`/space, the description; one line
// per item, no header, footer or trailing newline; past level 31, the level in brackets.
@Suite("SectionSnapshot.visualDescription()")
struct SectionSnapshotVisualDescriptionTests {
  @Test("an empty snapshot is an empty string")
  func empty() {
    #expect(SectionSnapshot<Int>().visualDescription() == "")
  }

  @Test("flat roots")
  func flat() {
    var outline = SectionSnapshot<Int>()
    outline.append([1, 2, 3])
    outline.expand([2])
    #expect(outline.visualDescription() == "-*1\n+*2\n-*3")
  }

  @Test("nested levels, hidden rows and expanded leaves")
  func nested() {
    let nested = outline(
      ["Fruit", "Vegetables", "Nuts"],
      children: ["Fruit": ["🍎", "🍐"], "🍐": ["🥝"], "Vegetables": ["🥕"], "🥕": ["🌰"]],
      expanded: ["Fruit", "🥕", "Nuts"])
    let expected = """
      +*Fruit
        -*🍎
        -*🍐
          - 🥝
      -*Vegetables
        + 🥕
          - 🌰
      +*Nuts
      """
    #expect(nested.visualDescription() == expected)
  }

  @Test("deep expansion shows every level")
  func deep() {
    var outline = SectionSnapshot<Int>()
    outline.append([0])
    for level in 1..<4 { outline.append([level], to: level - 1) }
    outline.expand([0, 1, 2, 3])
    #expect(outline.visualDescription() == "+*0\n  +*1\n    +*2\n      +*3")
    outline.collapse([1])
    #expect(outline.visualDescription() == "+*0\n  -*1\n    + 2\n      + 3")
  }

  @Test("items are described with String(describing:)")
  func describing() {
    struct Folder: Hashable, CustomStringConvertible {
      var name: String
      var description: String { "📁 \(name)" }
    }
    var outline = SectionSnapshot<Folder>()
    outline.append([Folder(name: "Documents")])
    outline.append([Folder(name: "Taxes")], to: Folder(name: "Documents"))
    #expect(outline.visualDescription() == "-*📁 Documents\n  - 📁 Taxes")
  }

  @Test("past level 31 the indentation stops and the level is written out")
  func indentLimit() throws {
    #expect(SectionSnapshot<Int>.visualDescriptionIndentLimit == 32)
    let outline = try SectionSnapshot(
      validatingRoots: [0], children: { $0 < 33 ? [$0 + 1] : [] })
    let lines = outline.visualDescription().split(separator: "\n").map(String.init)
    #expect(lines.count == 34)
    #expect(lines[31] == String(repeating: " ", count: 62) + "- 31")
    #expect(lines[32] == String(repeating: " ", count: 64) + "[32]- 32")
    #expect(lines[33] == String(repeating: " ", count: 64) + "[33]- 33")
  }
}
