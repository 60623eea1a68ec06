import Snapshots
import TestSupport
import Testing

/// Hostile nested input for the validating builders of `SectionSnapshot`, and outlines deep
/// enough to make a quadratic description show: every report must stay small.
@Suite("SectionSnapshot: hostile input")
struct SectionSnapshotHostileInputTests {
  typealias Cycle = SectionSnapshotValidationError<Int>.Cycle

  /// The error for a chain `depth` deep in which every node also lists the root.
  static func rootListedEverywhere(depth: Int) -> SectionSnapshotValidationError<Int>? {
    #expect(throws: SectionSnapshotValidationError<Int>.self) {
      _ = try SectionSnapshot(
        validatingRoots: [0], children: { $0 + 1 < depth ? [$0 + 1, 0] : [0] })
    }
  }

  /// One cycle per node, each as long as its depth: the report lists a hundred of them, each
  /// cut to ten items, counts them all, and its size does not grow with the depth.
  @Test(arguments: [2_000, 8_000])
  func aChainListingItsRootEverywhereGivesASmallError(depth: Int) throws {
    let error = try #require(Self.rootListedEverywhere(depth: depth))
    #expect(error.cycleCount == depth && error.cycles.count == 100)
    #expect(error.repeatedItems.isEmpty && error.repeatedItemCount == 0)
    #expect(error.cycles.allSatisfy { $0.chain.count <= Cycle.chainLimit })
    // The deepest node finds the root first: its chain runs the whole depth.
    let top = Array(0..<5)
    let bottom = Array((depth - 4)..<depth) + [0]
    #expect(error.cycles.first == Cycle(chain: top + bottom, omittedCount: depth - 9))
    #expect(error.cycles.first?.length == depth + 1)
    let description = String(describing: error)
    #expect(description.utf8.count < 12_000, "the description is \(description.utf8.count) bytes")
    #expect(description.contains("0 → 1 → 2 → 3 → 4 → … \(depth - 9) more … → \(depth - 4)"))
    #expect(description.hasSuffix("] and \(depth - 100) more"))
  }

  /// A chain of ten items is kept whole; one of eleven loses its middle item.
  @Test func chainsAreCutPastTheLimit() throws {
    func cycle(_ length: Int) throws -> Cycle? {
      let nodes = length - 1  // the root appears at both ends
      let error = try #require(
        #expect(throws: SectionSnapshotValidationError<Int>.self) {
          _ = try SectionSnapshot(
            validatingRoots: [0], children: { $0 + 1 < nodes ? [$0 + 1] : [0] })
        })
      return error.cycles.first
    }
    #expect(try cycle(10) == Cycle(chain: [0, 1, 2, 3, 4, 5, 6, 7, 8, 0]))
    #expect(try cycle(11) == Cycle(chain: [0, 1, 2, 3, 4, 6, 7, 8, 9, 0], omittedCount: 1))
    #expect(try cycle(11)?.description == "0 → 1 → 2 → 3 → 4 → … 1 more … → 6 → 7 → 8 → 9 → 0")
    #expect(try cycle(2) == [0, 0])
  }

  /// A million roots over a thousand identifiers: every repeat counted, a hundred listed.
  @Test func aMillionRepeatedRootsGiveASmallError() {
    let roots = (0..<1_000_000).map { $0 % 1000 }
    let error = #expect(throws: SectionSnapshotValidationError<Int>.self) {
      _ = try SectionSnapshot(validatingRoots: roots, children: { _ in [] })
    }
    #expect(error?.repeatedItems == Array(0..<100) && error?.repeatedItemCount == 1000)
    #expect(error?.cycleCount == 0)
    let description = error.map(String.init(describing:)) ?? ""
    #expect(description.utf8.count < 4_000 && description.hasSuffix("99] and 900 more"))
  }

  /// A million valid nodes build; the same with one cycle near the bottom throws.
  @Test func aMillionNodesBuildOrThrowWhole() throws {
    let roots = Array(0..<1000)
    let children: (Int) -> [Int] = {
      $0 < 1000 ? Array((1000 + $0 * 999)..<(1000 + ($0 + 1) * 999)) : []
    }
    let outline = try SectionSnapshot(validatingRoots: roots, children: children)
    #expect(outline.count == 1_000_000 && outline.parent(of: 999_999) == 999)
    let error = #expect(throws: SectionSnapshotValidationError<Int>.self) {
      _ = try SectionSnapshot(
        validatingRoots: roots, children: { $0 == 1005 ? [0] : children($0) })
    }
    #expect(error?.cycles == [[0, 1005, 0]] && error?.repeatedItemCount == 0)
  }

  /// A hand-built error with more than the limit listed is still described within it.
  @Test func handBuiltErrorsAreDescribedWithinTheLimit() {
    let cycles = (0..<300).map { Cycle(chain: [$0, $0]) }
    let error = SectionSnapshotValidationError(repeatedItems: Array(0..<150), cycles: cycles)
    #expect(error.repeatedItemCount == 150 && error.cycleCount == 300)
    let description = String(describing: error)
    #expect(description.contains("99] and 50 more; cycles [0 → 0;"))
    #expect(description.hasSuffix("99 → 99] and 200 more"))
    let long = Cycle(chain: Array(0..<50))
    #expect(long.description == "0 → 1 → 2 → 3 → 4 → … 40 more … → 45 → 46 → 47 → 48 → 49")
  }

  /// The description of a 20 000-deep chain grows with its items, not with their depth.
  @Test func aDeepChainHasALinearDescription() throws {
    let depth = 20_000
    let outline = try SectionSnapshot(
      validatingRoots: [0], children: { $0 + 1 < depth ? [$0 + 1] : [] })
    let picture = outline.visualDescription()
    #expect(picture.utf8.count < depth * 80, "the picture is \(picture.utf8.count) bytes")
    let deepIndent = String(repeating: " ", count: 64)
    #expect(picture.hasSuffix("\n" + deepIndent + "[19999]- 19999"))
  }
}
