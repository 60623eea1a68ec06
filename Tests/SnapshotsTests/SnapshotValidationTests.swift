import Snapshots
import TestSupport
import Testing

/// The throwing way to build a snapshot from untrusted identifiers: every problem reported at
/// once, nothing built when it throws.
@Suite("Snapshot: validating untrusted identifiers")
struct SnapshotValidationTests {
  typealias ValidationError = SnapshotValidationError<String, Int>

  @Test func validInputBuildsTheSnapshot() throws {
    let snapshot = try Snapshot<String, Int>(validating: [("A", [1, 2]), ("B", []), ("C", [3])])
    var expected = Snapshot<String, Int>()
    expected.appendSections(["A", "B", "C"])
    expected.appendItems([1, 2], toSection: "A")
    expected.appendItems([3], toSection: "C")
    #expect(snapshot == expected)
    #expect(snapshot.itemIdentifiers(inSection: "B").isEmpty)
    #expect(try Snapshot<String, Int>(validating: []) == Snapshot())
  }

  @Test func everyRepeatIsReportedAtOnce() {
    let error = #expect(throws: ValidationError.self) {
      _ = try Snapshot<String, Int>(
        validating: [("A", [1, 2, 1]), ("B", [3, 2]), ("A", [4]), ("C", [1, 5, 5]), ("B", [])])
    }
    #expect(error?.repeatedSections == ["A", "B"])
    #expect(error?.repeatedItems == [1, 2, 5])
    #expect(error?.unknownSections == [])
    let description = error.map(String.init(describing:)) ?? ""
    for fragment in ["\"A\"", "\"B\"", "1", "2", "5"] {
      #expect(description.contains(fragment), "\(description) does not name \(fragment)")
    }
  }

  @Test func itemsBySectionBuildsInSectionOrder() throws {
    let snapshot = try Snapshot<String, Int>(
      sectionIdentifiers: ["A", "B", "C"],
      itemsBySection: [(1, "B"), (2, "A"), (3, "B"), (4, "A")])
    #expect(snapshot.sectionIdentifiers == ["A", "B", "C"])
    #expect(snapshot.itemIdentifiers(inSection: "A") == [2, 4])
    #expect(snapshot.itemIdentifiers(inSection: "B") == [1, 3])
    #expect(snapshot.itemIdentifiers(inSection: "C").isEmpty)
  }

  @Test func itemsBySectionReportsRepeatsAndUnknownSectionsAtOnce() {
    let error = #expect(throws: ValidationError.self) {
      _ = try Snapshot<String, Int>(
        sectionIdentifiers: ["A", "B", "A"],
        itemsBySection: [(1, "A"), (2, "X"), (1, "B"), (3, "Y"), (4, "X"), (2, "A")])
    }
    #expect(error?.repeatedSections == ["A"])
    #expect(error?.repeatedItems == [1, 2])
    #expect(error?.unknownSections == ["X", "Y"])
    let description = error.map(String.init(describing:)) ?? ""
    for fragment in ["\"A\"", "\"X\"", "\"Y\"", "1", "2"] {
      #expect(description.contains(fragment), "\(description) does not name \(fragment)")
    }
  }

  /// Unknown sections are all reported when they are the only problem (no repeats).
  @Test func unknownSectionsAloneAreAllReported() {
    let error = #expect(throws: ValidationError.self) {
      _ = try Snapshot<String, Int>(
        sectionIdentifiers: ["A"], itemsBySection: [(1, "Z"), (2, "A"), (3, "Y"), (4, "Z")])
    }
    #expect(error?.unknownSections == ["Z", "Y"])
    let description = error.map(String.init(describing:)) ?? ""
    #expect(description.contains("\"Z\"") && description.contains("\"Y\""), "\(description)")
  }

  /// When building throws, the variable that would have received the snapshot keeps its value.
  @Test func nothingIsHalfBuilt() {
    var snapshot = Snapshot<String, Int>()
    snapshot.appendSections(["kept"])
    snapshot.appendItems([42])
    let before = snapshot
    do {
      snapshot = try Snapshot(validating: [("A", [1, 2]), ("B", [2])])
      Issue.record("repeated item 2 was accepted")
    } catch {
      #expect(error.repeatedItems == [2])
    }
    do {
      snapshot = try Snapshot(sectionIdentifiers: ["A"], itemsBySection: [(1, "Z")])
      Issue.record("unknown section Z was accepted")
    } catch {
      _ = error
    }
    #expect(snapshot == before && snapshot.itemIdentifiers == [42])
  }

  /// Random untrusted lists: either the error lists exactly the repeated sections and items
  /// (each once, in order of first repetition), or the snapshot holds exactly the input.
  @Test func randomUntrustedLists() throws {
    for seed in 0..<UInt64(1000) {
      var random = SeededGenerator(seed: seed &+ 6_000_000)
      let sections = (0..<random.below(5)).map { _ in random.below(6) }
      let input = sections.map { section in
        (section, (0..<random.below(5)).map { _ in random.below(25) })
      }
      let expectedSections = Self.repeats(input.map { $0.0 })
      let expectedItems = Self.repeats(input.flatMap { $0.1 })
      do {
        let snapshot = try Snapshot<Int, Int>(validating: input)
        #expect(expectedSections.isEmpty && expectedItems.isEmpty, "seed \(seed): \(input)")
        #expect(snapshot.sectionIdentifiers == input.map { $0.0 }, "seed \(seed)")
        #expect(snapshot.itemIdentifiers == input.flatMap { $0.1 }, "seed \(seed)")
      } catch {
        #expect(error.repeatedSections == expectedSections, "seed \(seed): \(input)")
        #expect(error.repeatedItems == expectedItems, "seed \(seed): \(input)")
        #expect(error.unknownSections.isEmpty, "seed \(seed)")
      }
    }
  }

  /// Random untrusted (item, section) pairs: the error lists exactly the repeated sections,
  /// the repeated items and the unknown sections, or the snapshot groups the items by section.
  @Test func randomUntrustedItemsBySection() throws {
    for seed in 0..<UInt64(1000) {
      var random = SeededGenerator(seed: seed &+ 7_000_000)
      let sections = (0..<random.below(5)).map { _ in random.below(6) }
      let items = (0..<random.below(8)).map { _ in
        (item: random.below(25), section: random.below(7))
      }
      let known = Set(sections)
      var unknown: [Int] = []
      for pair in items where !known.contains(pair.section) && !unknown.contains(pair.section) {
        unknown.append(pair.section)
      }
      let expectedSections = Self.repeats(sections)
      let expectedItems = Self.repeats(items.map { $0.item })
      do {
        let snapshot = try Snapshot<Int, Int>(sectionIdentifiers: sections, itemsBySection: items)
        #expect(
          expectedSections.isEmpty && expectedItems.isEmpty && unknown.isEmpty,
          "seed \(seed): \(sections) \(items)")
        #expect(snapshot.sectionIdentifiers == sections, "seed \(seed)")
        for section in sections {
          #expect(
            snapshot.itemIdentifiers(inSection: section)
              == items.filter { $0.section == section }.map { $0.item }, "seed \(seed)")
        }
      } catch {
        let found = (error.repeatedSections, error.repeatedItems, error.unknownSections)
        let right = found == (expectedSections, expectedItems, unknown)
        let expected = (expectedSections, expectedItems, unknown)
        #expect(right, "seed \(seed): \(sections) \(items) reports \(found), expected \(expected)")
        if !right { break }  // one seed is enough to reproduce
      }
    }
  }

  /// The values that occur more than once, each once, in order of their second occurrence.
  static func repeats(_ values: [Int]) -> [Int] {
    var seen = Set<Int>()
    var reported: [Int] = []
    for value in values where !seen.insert(value).inserted && !reported.contains(value) {
      reported.append(value)
    }
    return reported
  }
}
