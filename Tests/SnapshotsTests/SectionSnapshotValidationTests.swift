import Snapshots
import Testing

/// Nested records as a server might send them.
private struct FolderRecord: Sendable {
  var id: String
  var subfolders: [FolderRecord] = []
}

/// A node that can point back at its ancestors, as object graphs can.
private final class GraphNode {
  let id: Int
  var children: [GraphNode] = []

  init(_ id: Int) {
    self.id = id
  }
}

@Suite("SectionSnapshot(validatingRoots:)")
struct SectionSnapshotValidationTests {
  @Test("valid identifiers build the same outline as appends")
  func validIdentifiers() throws {
    let children: [String: [String]] = ["Fruit": ["🍎", "🍐"], "🍐": ["🥝"], "Nuts": []]
    let outline = try SectionSnapshot(
      validatingRoots: ["Fruit", "Nuts"], children: { children[$0] ?? [] })
    var expected = SectionSnapshot<String>()
    expected.append(["Fruit", "Nuts"])
    expected.append(["🍎", "🍐"], to: "Fruit")
    expected.append(["🥝"], to: "🍐")
    #expect(outline == expected)
    #expect(outline.expandedItems.isEmpty && outline.visibleItems == ["Fruit", "Nuts"])
  }

  @Test("nested values build through id and children key paths")
  func nestedValues() throws {
    let records = [
      FolderRecord(id: "Documents", subfolders: [FolderRecord(id: "Taxes")]),
      FolderRecord(id: "Pictures"),
    ]
    let outline = try SectionSnapshot(validatingRoots: records, id: \.id, children: \.subfolders)
    #expect(outline.items == ["Documents", "Taxes", "Pictures"])
    #expect(outline.parent(of: "Taxes") == "Documents")
  }

  @Test("every repeated identifier is reported once, and nothing is built")
  func repeats() {
    let children: [Int: [Int]] = [1: [2, 3], 2: [4], 3: [4, 5, 2], 5: [1, 6]]
    #expect(throws: SectionSnapshotValidationError(repeatedItems: [4, 2], cycles: [[1, 3, 5, 1]])) {
      try SectionSnapshot(validatingRoots: [1, 4, 4], children: { children[$0] ?? [] })
    }
  }

  @Test("cycles are reported with their chain, and the walk ends")
  func cycles() {
    let children: [String: [String]] = ["a": ["b"], "b": ["a", "c"], "c": ["c"], "d": ["d"]]
    do throws(SectionSnapshotValidationError<String>) {
      _ = try SectionSnapshot(validatingRoots: ["a", "d"], children: { children[$0] ?? [] })
      Issue.record("expected an error")
    } catch {
      #expect(error.repeatedItems.isEmpty)
      #expect(error.cycles == [["a", "b", "a"], ["c", "c"], ["d", "d"]])
      #expect(
        error.description
          == #"SectionSnapshot validation failed: cycles ["a" → "b" → "a"; "c" → "c"; "d" → "d"]"#)
    }
  }

  @Test("the description lists repeats and cycles")
  func description() {
    let error = SectionSnapshotValidationError(repeatedItems: [3, 7], cycles: [[1, 2, 1]])
    #expect(
      error.description
        == "SectionSnapshot validation failed: repeated item identifiers [3, 7]; cycles [1 → 2 → 1]"
    )
  }

  @Test("object graphs with reference cycles are walked safely")
  func objectGraph() {
    let root = GraphNode(1)
    let child = GraphNode(2)
    root.children = [child]
    child.children = [root, GraphNode(3)]
    #expect(throws: SectionSnapshotValidationError(cycles: [[1, 2, 1]])) {
      try SectionSnapshot(validatingRoots: [root], id: \.id, children: \.children)
    }
    child.children = [GraphNode(3)]
    let outline = try? SectionSnapshot(validatingRoots: [root], id: \.id, children: \.children)
    #expect(outline?.items == [1, 2, 3])
  }

  @Test("a chain 100 000 deep builds without recursion")
  func deepChain() throws {
    let depth = 100_000
    let outline = try SectionSnapshot(
      validatingRoots: [0], children: { $0 + 1 < depth ? [$0 + 1] : [] })
    #expect(outline.count == depth && outline.level(of: depth - 1) == depth - 1)
    #expect(outline.visibleItems == [0])
  }
}
