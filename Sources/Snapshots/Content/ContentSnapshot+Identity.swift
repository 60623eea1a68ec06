extension ContentSnapshot {
  /// Whether `other` is this value or a copy of it that nothing has mutated since: the same
  /// content token and the same snapshot storage. A host hands in its state on every update;
  /// an unchanged one is told apart without reading a model.
  ///
  /// - Complexity: O(1).
  @inlinable
  package func isSameValue(as other: Self) -> Bool {
    _token === other._token && _snapshot._storage === other._snapshot._storage
  }
}
