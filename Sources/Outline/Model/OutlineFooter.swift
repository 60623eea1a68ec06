/// What a footer row shows.
public enum OutlineFooter: Hashable, Sendable {
  /// Children that are not shown: loaded ones beyond the node's limit plus those still on the
  /// server; `nil` when the server did not say how many. "Show more" reveals the next batch.
  case more(remaining: Int?)
  /// A load of the next children is in flight.
  case loading
  /// The last load failed; retrying (``OutlineTree/retryLoading(_:)`` or
  /// ``OutlineTree/showMore(_:count:)``) starts it again.
  case failed
}
