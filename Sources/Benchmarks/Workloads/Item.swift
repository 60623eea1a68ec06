/// A workload element: `id` is its identity, `version` its content.
struct Item: Hashable, Sendable {
  var id: Int
  var version: Int

  init(_ id: Int, _ version: Int) {
    self.id = id
    self.version = version
  }
}
