// Batch rules on sections whose identity the batch changes, and on calls made while the view
// is busy: each broken on a fresh view (a rejected batch leaves its data source changed).
import Foundation
import Testing

extension CollectionRejection {
  /// A batch of `calls`, made once the data source's labels are `labels` (`nil`: unchanged).
  static func batch(
    _ reason: String, labels: [[String]]? = nil, _ calls: [CollectionCall]
  ) -> CollectionRejection {
    CollectionRejection("\(calls)", reason) { view, source in
      view.performBatch {
        if let labels { source.sections = labels }
        for call in calls { call.send(to: view) }
      }
    }
  }

  /// Item calls inside sections that are deleted, inserted, reloaded or moved, and sections
  /// moved twice or deleted and moved (the labels start as `[["a", "b", "c"], ["d", "e"]]`).
  static let changedSections: [CollectionRejection] = [
    batch(
      "attempt to move item 0 into section 0, which is being inserted",
      labels: [["d"], ["a", "b", "c"], ["e"]],
      [.insertSection(0), .move(0, 0, sections: (1, 0))]),
    batch(
      "attempt to move item 0 from section 1, which is being deleted",
      labels: [["d", "a", "b", "c"]], [.deleteSection(1), .move(0, 0, sections: (1, 0))]),
    batch(
      "attempt to delete item 1 from section 0, which is being deleted", labels: [["d", "e"]],
      [.deleteSection(0), .delete(1)]),
    batch(
      "attempt to delete item 0 from section 0, which is being moved",
      [.moveSection(0, 1), .delete(0)]),
    batch(
      "attempt to insert item 0 into section 0, which is being reloaded",
      [.reloadSection(0), .insert(0)]),
    batch(
      "attempt to insert item 0 into section 0, which is being inserted",
      labels: [["n"], ["a", "b", "c"], ["d", "e"]], [.insertSection(0), .insert(0)]),
    batch("attempt to move section 0 twice", [.moveSection(0, 1), .moveSection(0, 0)]),
    batch(
      "attempt to perform a delete and a move from the same section (0)",
      [.deleteSection(0), .moveSection(0, 1)]),
  ]

  /// Calls the view cannot take while it performs a batch; the words name what the view asks
  /// its data source for.
  static let reentrant: [CollectionRejection] = [
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
