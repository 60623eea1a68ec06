extension ContentSectionSnapshot where ItemIdentifierType: Sendable {
  /// Builds a content section snapshot from untrusted nested models, or throws an error that
  /// reports every repeated identifier and cycle at once, as
  /// ``SectionSnapshot/init(validatingRoots:id:children:)`` does. Two models with one
  /// identifier are a repeat, whatever their content. Nothing is built when it throws; every
  /// item starts collapsed.
  ///
  /// ```swift
  /// let outline = try ContentSectionSnapshot(
  ///   validatingRoots: response.folders, children: \.subfolders, items: .identifiable)
  /// ```
  ///
  /// - Parameters:
  ///   - roots: The root models, in order.
  ///   - children: The child models of a model, in order; called once per item.
  ///   - items: How the models are identified and compared.
  /// - Throws: ``SectionSnapshotValidationError`` reporting the repeated identifiers and cycles.
  /// - Complexity: Expected O(*n*) for *n* models met, if their identifiers hash well.
  public init(
    validatingRoots roots: [Item], children: (Item) -> [Item],
    items: ContentIdentity<Item, ItemIdentifierType>
  ) throws(SectionSnapshotValidationError<ItemIdentifierType>) {
    // The walk names each model met once; when it does not throw, no identifier repeats.
    var met: [(ItemIdentifierType, Item)] = []
    let outline = try SnapshotType(
      validatingRoots: roots,
      id: { model in
        let identifier = items.identifier(model)
        met.append((identifier, model))
        return identifier
      }, children: children)
    self.init(items: items)
    _outline = outline
    for (identifier, model) in met { _items.update(model, for: identifier) }
    _checkContent()
  }
}
