import TestSupport

/// `[1, 2, 3] → [2, 3, 1′]`: item 1 both moves to the end and changes, the pair that the
/// diff tests and the collection-difference tests both take apart.
enum MovedAndUpdated {
  static var old: [WorkloadItem<Int>] { [1, 2, 3].map { WorkloadItem(id: $0, version: 0) } }

  static var new: [WorkloadItem<Int>] {
    [
      WorkloadItem(id: 2, version: 0), WorkloadItem(id: 3, version: 0),
      WorkloadItem(id: 1, version: 1),
    ]
  }
}
