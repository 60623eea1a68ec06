// Batch rules on sections whose identity the batch changes, and on calls made while the view
// is busy: each broken on a fresh view (a rejected batch leaves its data source changed).
import Foundation
import Testing

extension CollectionRejection {
  static let changedSections = [
    CollectionRejection(
      "a move into an inserted section",
      "attempt to move item 0 into section 0, which is being inserted"
    ) { view, source in
      view.performBatch {
        source.sections.insert(["d"], at: 0)
        source.sections[2].removeFirst()
        view.insertSections([0])
        view.moveItem(at: item(0, 1), to: item(0, 0))
      }
    },
    CollectionRejection(
      "a move out of a deleted section",
      "attempt to move item 0 from section 1, which is being deleted"
    ) { view, source in
      view.performBatch {
        source.sections.remove(at: 1)
        source.sections[0].insert("d", at: 0)
        view.deleteSections([1])
        view.moveItem(at: item(0, 1), to: item(0, 0))
      }
    },
    CollectionRejection(
      "a delete in a deleted section",
      "attempt to delete item 1 from section 0, which is being deleted"
    ) { view, source in
      view.performBatch {
        source.sections.remove(at: 0)
        view.deleteSections([0])
        view.deleteItem(item(1, 0))
      }
    },
    CollectionRejection(
      "a delete in a moved section", "attempt to delete item 0 from section 0, which is being moved"
    ) { view, _ in
      view.performBatch {
        view.moveSection(0, toSection: 1)
        view.deleteItem(item(0, 0))
      }
    },
    CollectionRejection(
      "an insert in a reloaded section",
      "attempt to insert item 0 into section 0, which is being reloaded"
    ) { view, _ in
      view.performBatch {
        view.reloadSections([0])
        view.insertItem(item(0, 0))
      }
    },
    CollectionRejection(
      "an insert in an inserted section",
      "attempt to insert item 0 into section 0, which is being inserted"
    ) { view, source in
      view.performBatch {
        source.sections.insert(["n"], at: 0)
        view.insertSections([0])
        view.insertItem(item(0, 0))
      }
    },
    CollectionRejection("a section moved twice", "attempt to move section 0 twice") { view, _ in
      view.performBatch {
        view.moveSection(0, toSection: 1)
        view.moveSection(0, toSection: 0)
      }
    },
    CollectionRejection(
      "a section deleted and moved",
      "attempt to perform a delete and a move from the same section (0)"
    ) { view, _ in
      view.performBatch {
        view.deleteSections([0])
        view.moveSection(0, toSection: 1)
      }
    },
  ]

  /// Calls the view cannot take while it performs a batch; the words name what the view asks
  /// its data source for.
  static let reentrant = [
    CollectionRejection(
      testDescription: "reloadData() inside a batch",
      reason: {
        "attempt to call -reloadData on the collection view while it is performing batch "
          + "updates or asking its data source for \($0)"
      },
      breaking: { view, _ in view.performBatch { view.reloadData() } }),
    CollectionRejection(
      testDescription: "a batch inside a batch",
      reason: {
        "attempt to perform batch updates on the collection view while it is already "
          + "performing batch updates or asking its data source for \($0)"
      },
      breaking: { view, _ in view.performBatch { view.performBatch {} } },
      afterwards: { #expect($0.emulatedBatchCount == 0) }),
  ]
}
