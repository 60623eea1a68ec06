// The batch rules both emulated collection views enforce, each broken on a fresh view, in the
// words it raises (UIKit's batch messages; see the core's BatchPlanner.swift).
import Foundation
import Testing

/// A rule broken on a fresh view over `[["a", "b", "c"], ["d", "e"]]`, the exception it
/// raises, and what the view holds afterwards.
package struct CollectionRejection: Sendable, CustomTestStringConvertible {
  package let testDescription: String
  let reason: @Sendable (_ askedFor: String) -> String
  let breaking: @MainActor @Sendable (any CollectionUnderTest, any LabelSource) -> Void
  var afterwards: (@MainActor @Sendable (any CollectionUnderTest) -> Void)?

  /// Breaks the rule on `view` over `source`, expects the one exception, then checks what the
  /// view holds.
  @MainActor
  package func check(on view: some CollectionUnderTest, source: some LabelSource) {
    expectRaises(reason(view.askedFor)) { breaking(view, source) }
    afterwards?(view)
  }
}

extension CollectionRejection {
  init(
    _ name: String, _ reason: String,
    _ breaking: @escaping @MainActor @Sendable (any CollectionUnderTest, any LabelSource) -> Void,
    afterwards: (@MainActor @Sendable (any CollectionUnderTest) -> Void)? = nil
  ) {
    self.init(
      testDescription: name, reason: { _ in reason }, breaking: breaking, afterwards: afterwards)
  }

  /// Every rule, in the order the planner checks them.
  package static var all: [CollectionRejection] {
    counts + ranges + clashes + changedSections + reentrant
  }

  static func item(_ item: Int, _ section: Int) -> IndexPath {
    IndexPath(indexes: [section, item])
  }

  static func countMessage(_ after: Int, _ before: Int, inserted: Int) -> String {
    "Invalid update: invalid number of items in section 0. The number of items contained in "
      + "an existing section after the update (\(after)) must be equal to the number of items "
      + "contained in that section before the update (\(before)), plus or minus the number of "
      + "items inserted or deleted from that section (\(inserted) inserted, 0 deleted) and plus "
      + "or minus the number of items moved into or out of that section (0 moved in, 0 moved "
      + "out)."
  }

  static let counts: [CollectionRejection] = [
    CollectionRejection("counts that do not add up", countMessage(4, 3, inserted: 0)) {
      view, source in
      view.performBatch { source.sections[0].append("x") }
    },
    CollectionRejection(
      "the data source changed before the batch", countMessage(4, 4, inserted: 1),
      { view, source in
        source.sections[0].append("x")
        view.performBatch { view.insertItem(item(3, 0)) }
      }, afterwards: { #expect($0.emulatedModelResyncCount == 1) }),
    CollectionRejection(
      "a section count that does not add up",
      "Invalid update: invalid number of sections. The number of sections contained in the "
        + "collection view after the update (3) must be equal to the number of sections "
        + "contained in the collection view before the update (2), plus or minus the number of "
        + "sections inserted or deleted (0 inserted, 0 deleted)."
    ) { view, source in
      view.performBatch { source.sections.append(["z"]) }
    },
  ]

  static let ranges: [CollectionRejection] = [
    CollectionRejection(
      "a delete out of range",
      "attempt to delete item 5 from section 0 which only contains 3 items before the update"
    ) { view, source in
      view.performBatch {
        source.sections[0].removeLast()
        view.deleteItem(item(5, 0))
      }
    },
    CollectionRejection(
      "a delete from a missing section",
      "attempt to delete item 0 from section 4, but there are only 2 sections before the update"
    ) { view, _ in view.deleteItem(item(0, 4)) },
    CollectionRejection(
      "a section delete out of range",
      "attempt to delete section 4, but there are only 2 sections before the update"
    ) { view, _ in view.deleteSections([4]) },
    CollectionRejection(
      "an insert out of range",
      "attempt to insert item 7 into section 0, but there are only 4 items in section 0 after "
        + "the update"
    ) { view, source in
      view.performBatch {
        source.sections[0].append("x")
        view.insertItem(item(7, 0))
      }
    },
    CollectionRejection(
      "a section insert out of range",
      "attempt to insert section 5 but there are only 3 sections after the update"
    ) { view, source in
      view.performBatch {
        source.sections.append([])
        view.insertSections([5])
      }
    },
    CollectionRejection(
      "a rejected batch reloads the model from the data source",
      "attempt to delete item 9 from section 0 which only contains 3 items before the update",
      { view, source in
        view.performBatch {
          source.sections = [["a"], ["d", "e", "f"]]
          view.deleteItem(item(9, 0))
        }
      },
      afterwards: { view in
        #expect(view.itemCounts == [1, 3])
        #expect(view.emulatedBatchCount == 0)
      }),
  ]

  /// Two calls in one batch that the view cannot both apply.
  static let clashes: [CollectionRejection] = [
    batch(
      "attempt to perform a delete and a move from the same index path (\(path(0, 0)))",
      [.delete(0), .move(0, 1)]),
    batch(
      "attempt to delete and reload the same index path (\(path(0, 1)))", [.reload(1), .delete(1)]),
    batch(
      "attempt to move index path (\(path(0, 1))) to index path (\(path(0, 2))) that already "
        + "exists", [.move(0, 2), .move(1, 2)]),
    batch(
      "attempt to perform an insert and a move to the same index path (\(path(0, 1)))",
      [.move(0, 1), .insert(1)]),
    batch("attempt to move index path (\(path(0, 0))) twice", [.move(0, 1), .move(0, 2)]),
    batch(
      "attempt to perform a reload and a move of the same index path (\(path(0, 0)))",
      [.reload(0), .move(0, 1)]),
    batch("attempt to delete item 2 from section 0 twice", [.delete(2), .delete(2)]),
    batch(
      "attempt to reload the same index path twice (\(path(0, 2)))", [.reload(2), .reload(2)]),
  ]
}
