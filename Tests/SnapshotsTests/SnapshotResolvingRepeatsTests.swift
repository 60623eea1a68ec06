import Snapshots
import TestSupport
import Testing

/// `Snapshot.resolvingRepeats(in:)`: the first occurrence of every identifier kept, the later
/// ones listed, checked against a plain reference.
@Suite("Snapshot: resolving repeats")
struct SnapshotResolvingRepeatsTests {
  @Test func theDocumentedExample() throws {
    let (snapshot, repeats) = try Snapshot<String, Int>.resolvingRepeats(
      in: [("Today", [1, 2]), ("Earlier", [3, 2]), ("Today", [4])])
    #expect(snapshot.sectionIdentifiers == ["Today", "Earlier"])
    #expect(snapshot.itemIdentifiers(inSection: "Today") == [1, 2, 4])
    #expect(snapshot.itemIdentifiers(inSection: "Earlier") == [3])
    #expect(repeats == SnapshotRepeats(sections: ["Today"], items: [2]))
    #expect(!repeats.isEmpty)
    #expect(repeats.description == #"SnapshotRepeats(sections: ["Today"], items: [2])"#)
  }

  @Test func inputWithoutRepeatsBuildsWhatValidatingBuilds() throws {
    let input = [("A", [1, 2]), ("B", []), ("C", [3])]
    let (snapshot, repeats) = try Snapshot<String, Int>.resolvingRepeats(in: input)
    #expect(repeats.isEmpty && repeats == SnapshotRepeats())
    #expect(snapshot == (try Snapshot(validating: input)))
  }

  /// Random untrusted pages against a reference that works from positions in the flattened
  /// input instead of sets: an item occurrence is kept when no earlier position holds the same
  /// identifier; a section's items are those of all its occurrences, in input order.
  @Test func randomInputMatchesTheReference() throws {
    for seed in 0..<UInt64(2000) {
      var random = SeededGenerator(seed: seed &+ 8_000_000)
      let input = (0..<random.below(6)).map { _ in
        (random.below(5), (0..<random.below(6)).map { _ in random.below(20) })
      }
      let (snapshot, repeats) = try Snapshot<Int, Int>.resolvingRepeats(in: input)

      let flat = input.flatMap { entry in entry.1.map { (section: entry.0, item: $0) } }
      let keptPositions = flat.indices.filter { position in
        !flat[..<position].contains { $0.item == flat[position].item }
      }
      let sectionOrder = input.indices.filter { position in
        !input[..<position].contains { $0.0 == input[position].0 }
      }.map { input[$0].0 }
      #expect(snapshot.sectionIdentifiers == sectionOrder, "seed \(seed): \(input)")
      for section in sectionOrder {
        let expected = keptPositions.filter { flat[$0].section == section }.map { flat[$0].item }
        #expect(snapshot.itemIdentifiers(inSection: section) == expected, "seed \(seed)")
      }
      let laterSections = input.indices.filter { position in
        input[..<position].contains { $0.0 == input[position].0 }
      }.map { input[$0].0 }
      #expect(repeats.sections == laterSections, "seed \(seed): \(input)")
      let laterItems = flat.indices.filter { !keptPositions.contains($0) }.map { flat[$0].item }
      #expect(repeats.items == laterItems, "seed \(seed): \(input)")
    }
  }

  /// A million items, half of them repeats: the snapshot keeps the half that came first.
  @Test func aMillionItemsHalfRepeated() throws {
    let first = Array(0..<500_000)
    let (snapshot, repeats) = try Snapshot<Int, Int>.resolvingRepeats(
      in: [(0, first), (1, first.reversed()), (0, [500_000])])
    #expect(snapshot.numberOfItems == 500_001)
    #expect(snapshot.itemIdentifiers(inSection: 1).isEmpty)
    #expect(snapshot.indexOfItem(500_000) == 500_000)
    #expect(repeats.sections == [0] && repeats.items.count == 500_000)
    #expect(String(describing: repeats).utf8.count < 1_000)
  }
}
