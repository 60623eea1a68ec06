// What the shared list engine needs of the view it runs, and of the views it reuses.

/// A collection or table view run by a `ListEngine`: it asks its data source in its own
/// framework's names, makes the views of registered classes and says where it is.
@preconcurrency @MainActor
package protocol EmulatedListHost: AnyObject {
  /// The data source's counts, section by section, or what the view assumes without one.
  func emulatedAskCounts() -> [Int]
  /// A table's header title; `nil` for a view without titles.
  func emulatedAskTitle(inSection section: Int) -> String?
  /// A table's footer title; `nil` for a view without titles.
  func emulatedAskFooterTitle(inSection section: Int) -> String?
  /// The view a table shows a section's title in, header or footer; `nil` for other views.
  func emulatedMakeTitleView(_ title: String) -> AnyObject?
  /// The cell (or item) the data source returns for a row.
  func emulatedAskCell(at indexPath: IndexPath) -> AnyObject?
  /// The supplementary view the data source returns for a section's header.
  func emulatedAskHeader(inSection section: Int, kind: String) -> AnyObject?
  func emulatedAskCanMove(at indexPath: IndexPath) -> Bool
  func emulatedAskMove(from source: IndexPath, to destination: IndexPath)
  /// A new view (or item) of a registered class for a dequeue, added to the view; `nil` if the
  /// class cannot be made.
  func emulatedMake(_ viewClass: AnyClass, identifier: String) -> AnyObject?
  /// Whether the view is in a window: a batch off screen is counted.
  var emulatedIsInWindow: Bool { get }
  /// What a batch's log line ends with: UIKit's animation switch, or nothing.
  var emulatedBatchLogSuffix: String { get }
}

extension EmulatedListHost {
  package func emulatedAskTitle(inSection section: Int) -> String? { nil }
  package func emulatedAskFooterTitle(inSection section: Int) -> String? { nil }
  package func emulatedMakeTitleView(_ title: String) -> AnyObject? { nil }
  package func emulatedAskCanMove(at indexPath: IndexPath) -> Bool { false }
  package func emulatedAskMove(from source: IndexPath, to destination: IndexPath) {}
  package var emulatedBatchLogSuffix: String { "" }
}

/// A view (or item) the engine puts in its reuse queues.
@preconcurrency @MainActor
package protocol EmulatedReusable: AnyObject {
  var emulatedReuseIdentifier: String? { get }
  func emulatedPrepareForReuse()
}

/// A request the engine is making of its data source, which dequeues must match.
struct EmulatedRequest {
  var indexPath: IndexPath
  var kind: String?  // nil for a cell, the element kind for a supplementary view
  var existing: AnyObject?
  var dequeued: AnyObject?
}
