#if (canImport(UIKit) && !os(watchOS)) || (canImport(AppKit) && !targetEnvironment(macCatalyst))
import Snapshots

/// The models of the nodes an outline adapter shows, with the identity that tells when one's
/// content changed: what its content cell provider reads.
///
/// A model is kept by node identifier. One set for a node the tree lacks is ignored; those of
/// nodes that left the tree are dropped once they could outnumber the tree's, so that keeping
/// them costs O(1) per model set, amortised.
package final class OutlineModels<ID: Hashable, Item> {
  let identity: ContentIdentity<Item, ID>
  private var models: [ID: Item] = [:]

  init(identity: ContentIdentity<Item, ID>, models: [Item], in tree: OutlineTree<ID>) {
    self.identity = identity
    _ = set(models, in: tree)
  }

  /// Sets the models of nodes of `tree`, and returns the nodes whose model was there before
  /// and differs in content, each once.
  ///
  /// - Complexity: Expected O(*k*) for *k* models, plus O(*m*) for *m* models kept when they
  ///   are pruned, once per O(*m*) models set.
  func set(_ items: [Item], in tree: OutlineTree<ID>) -> [ID] {
    var changed: [ID] = []
    for item in items {
      let id = identity.identifier(item)
      guard tree.contains(id) else { continue }
      if let before = models.updateValue(item, forKey: id), !identity.contentEquals(before, item) {
        changed.append(id)
      }
    }
    if models.count > 64 + 2 * tree.count { models = models.filter { tree.contains($0.key) } }
    var seen = Set<ID>()
    return changed.filter { seen.insert($0).inserted }
  }

  /// The model of a node, or `nil`.
  ///
  /// - Complexity: Expected O(1).
  func model(of id: ID) -> Item? { models[id] }

  /// The model of the node a cell is asked for: traps, naming `operation` and the node, when
  /// it has none.
  func model(of id: ID, _ operation: String) -> Item {
    guard let model = models[id] else {
      trap(
        operation,
        "no model for node \(String(reflecting: id)); give it with the data source's models "
          + "or update(animatingDifferences:models:_:completion:)")
    }
    return model
  }
}
#endif
