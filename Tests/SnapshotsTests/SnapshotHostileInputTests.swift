import TestSupport
import Testing

@testable import Snapshots

/// Hostile input for the validating builders of `Snapshot`: more sections or items than a
/// snapshot holds, millions of repeats, enormous identifiers. Every one must throw a small
/// error that counts everything, never trap, and build nothing.
@Suite("Snapshot: hostile input")
struct SnapshotHostileInputTests {
  typealias ValidationError = SnapshotValidationError<Int, Int>

  /// Limits small enough to reach in a test; the real ones are checked against the documented
  /// values.
  static let small = SnapshotCapacity(sections: 3, itemsPerSection: 4)

  @Test func theLimitsAreTheDocumentedOnes() {
    #expect(Snapshot<Int, Int>.maximumSectionCount == 1 << 20)
    #expect(Snapshot<Int, Int>.maximumItemsPerSection == 1 << 28)
    #expect(ValidationError.reportLimit == 100)
  }

  /// One section more than a snapshot holds is an error, not a trap.
  @Test func tooManySectionsThrows() async {
    await #expect(processExitsWith: .success) {
      let sections = (0...(1 << 20)).map { (section: $0, items: [Int]()) }
      do {
        _ = try Snapshot<Int, Int>(validating: sections)
        Issue.record("1 048 577 sections were accepted")
      } catch {
        #expect(String(describing: error).contains("1048577 sections"))
      }
    }
  }

  /// The section limit, at the real size, reports how far the input goes past it.
  @Test func tooManySectionsReportsTheExcess() {
    let sections = (0..<((1 << 20) + 3)).map { (section: $0, items: [Int]()) }
    let error = #expect(throws: ValidationError.self) {
      _ = try Snapshot<Int, Int>(validating: sections)
    }
    #expect(error?.excessSectionCount == 3)
    #expect(error?.repeatedSections == [] && error?.overfullSections == [])
  }

  /// At the limits everything builds; one past either limit throws, for every builder.
  @Test func eachBuilderChecksBothLimits() throws {
    let atLimit = [(0, [1, 2, 3, 4]), (1, [5]), (2, [])]
    let built = try Snapshot<Int, Int>(validating: atLimit, capacity: Self.small)
    #expect(built.numberOfSections == 3 && built.numberOfItems == 5)

    let overfull = [(0, [1, 2]), (1, [3, 4, 5, 6, 7]), (2, [8, 9, 10, 11, 12])]
    let tooFull = #expect(throws: ValidationError.self) {
      _ = try Snapshot<Int, Int>(validating: overfull, capacity: Self.small)
    }
    #expect(tooFull?.overfullSections == [1, 2] && tooFull?.overfullSectionCount == 2)
    let tooMany = #expect(throws: ValidationError.self) {
      _ = try Snapshot<Int, Int>(validating: atLimit + [(3, [])], capacity: Self.small)
    }
    #expect(tooMany?.excessSectionCount == 1 && tooMany?.overfullSections == [])

    let pairs = (1...5).map { (item: $0, section: 1) }
    let grouped = #expect(throws: ValidationError.self) {
      _ = try Snapshot<Int, Int>(
        sectionIdentifiers: [0, 1, 2, 3], itemsBySection: pairs, capacity: Self.small)
    }
    #expect(grouped?.overfullSections == [1] && grouped?.excessSectionCount == 1)
    #expect(
      try Snapshot<Int, Int>(
        sectionIdentifiers: [0, 1, 2], itemsBySection: Array(pairs.prefix(4)),
        capacity: Self.small
      ).numberOfItems == 4)

    // Resolving counts what it keeps: two pages of section 0 together pass the limit.
    let pages = #expect(throws: ValidationError.self) {
      _ = try Snapshot<Int, Int>._resolvingRepeats(
        in: [(0, [1, 2, 3]), (1, []), (0, [4, 5, 1])], capacity: Self.small)
    }
    #expect(pages?.overfullSections == [0])
    let kept = try Snapshot<Int, Int>._resolvingRepeats(
      in: [(0, [1, 2, 3]), (1, []), (0, [4, 1, 2])], capacity: Self.small)
    #expect(kept.snapshot.itemIdentifiers(inSection: 0) == [1, 2, 3, 4])
  }

  /// A million items, each given twice: the error counts every repeat but lists a hundred,
  /// and its description stays a few kilobytes.
  @Test func aMillionRepeatsGiveASmallError() {
    let items = Array(0..<500_000)
    let error = #expect(throws: ValidationError.self) {
      _ = try Snapshot<Int, Int>(validating: [(0, items), (1, items)])
    }
    #expect(error?.repeatedItems == Array(0..<100))
    #expect(error?.repeatedItemCount == 500_000)
    let description = error.map(String.init(describing:)) ?? ""
    #expect(description.utf8.count < 4_000, "the description is \(description.utf8.count) bytes")
    #expect(description.contains("499900 more"), "\(description.prefix(200))")
  }

  /// A million sections naming ten identifiers, and a million items naming sections that do
  /// not exist: every kind is counted in full and listed in part.
  @Test func everyKindIsCappedAndCounted() {
    let sections = (0..<1_000_000).map { (section: $0 % 10, items: [Int]()) }
    let repeated = #expect(throws: ValidationError.self) {
      _ = try Snapshot<Int, Int>(validating: sections)
    }
    #expect(repeated?.repeatedSections == Array(0..<10) && repeated?.repeatedSectionCount == 10)

    let pairs = (0..<1_000_000).map { (item: $0, section: $0 + 1) }
    let unknown = #expect(throws: ValidationError.self) {
      _ = try Snapshot<Int, Int>(sectionIdentifiers: [0], itemsBySection: pairs)
    }
    #expect(unknown?.unknownSections == Array(1...100))
    #expect(unknown?.unknownSectionCount == 1_000_000 && unknown?.repeatedItemCount == 0)
    let description = unknown.map(String.init(describing:)) ?? ""
    #expect(description.utf8.count < 4_000 && description.hasSuffix("and 999900 more"))
  }

  /// A million distinct items build; the same with one repeat at the end throws, naming it,
  /// and leaves the variable that would have received the snapshot as it was.
  @Test func aMillionItemsBuildOrThrowWhole() throws {
    let items = Array(0..<1_000_000)
    let snapshot = try Snapshot<Int, Int>(validating: [(0, items)])
    #expect(snapshot.numberOfItems == 1_000_000 && snapshot.indexOfItem(999_999) == 999_999)

    var target = Snapshot<Int, Int>()
    do {
      target = try Snapshot(validating: [(0, items), (1, [7])])
      Issue.record("a repeated item was accepted")
    } catch {
      #expect(error.repeatedItems == [7] && error.repeatedItemCount == 1)
    }
    #expect(target == Snapshot())
  }

  /// An identifier with an enormous description is quoted in part.
  @Test func longIdentifiersAreCut() {
    let long = String(repeating: "x", count: 100_000)
    let error = #expect(throws: SnapshotValidationError<String, String>.self) {
      _ = try Snapshot<String, String>(validating: [(long, [long]), (long, [long])])
    }
    let description = error.map(String.init(describing:)) ?? ""
    #expect(description.utf8.count < 400, "the description is \(description.utf8.count) bytes")
    #expect(description.contains("xxxx…"))
  }

  /// An error built by hand with more than the limit listed still describes only the limit.
  @Test func handBuiltErrorsAreDescribedWithinTheLimit() {
    let error = ValidationError(repeatedItems: Array(0..<1000))
    #expect(error.repeatedItemCount == 1000)
    #expect(String(describing: error).hasSuffix("99] and 900 more"))
  }

  /// The documented worst case: identifiers whose hashes all collide make validation
  /// quadratic in comparisons, where well-hashed ones keep it linear.
  @Test func collidingHashesMakeValidationQuadratic() throws {
    struct Colliding: Hashable, Sendable {
      let value: Int
      func hash(into hasher: inout Hasher) { hasher.combine(0) }
    }
    let counter = HashCounter()
    let count = 1000
    let colliding = (0..<count).map { CountingHashable(Colliding(value: $0), counter: counter) }
    let (_, _, collidingComparisons) = try counter.counting {
      try Snapshot<Int, CountingHashable<Colliding>>(validating: [(0, colliding)])
    }
    let hashing = (0..<count).map { CountingHashable($0, counter: counter) }
    let (_, _, hashingComparisons) = try counter.counting {
      try Snapshot<Int, CountingHashable<Int>>(validating: [(0, hashing)])
    }
    #expect(collidingComparisons >= count * (count - 1) / 2, "\(collidingComparisons) ==")
    #expect(hashingComparisons <= 10 * count, "\(hashingComparisons) ==")
  }
}
