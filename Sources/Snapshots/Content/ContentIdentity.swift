/// How a model is told apart from the others (its identifier) and how its content is compared:
/// the two questions IGListKit asks with `diffIdentifier` and `isEqualToDiffableObject:`,
/// answered by closures, so that models need no protocol from this package.
///
/// ```swift
/// ContentIdentity<Message, UUID>.identifiable                          // id, ==
/// ContentIdentity(identifier: \Message.id, revision: \.revision)       // id, a revision
/// ContentIdentity(identifier: \Message.id) { $0.text == $1.text }      // id, a closure
/// ```
public struct ContentIdentity<Model, Identifier: Hashable> {
  /// The model's identifier: the same for the same thing across states.
  public let identifier: (Model) -> Identifier
  /// Whether two models with one identifier show the same: `false` refreshes what shows it.
  public let contentEquals: (Model, Model) -> Bool

  /// Identifies models with `identifier` and compares their content with `contentEquals`.
  ///
  /// - Complexity: O(1).
  @inlinable
  public init(
    identifier: @escaping (Model) -> Identifier,
    contentEquals: @escaping (Model, Model) -> Bool
  ) {
    self.identifier = identifier
    self.contentEquals = contentEquals
  }

  /// Identifies models with `identifier` and compares a revision of each (a version number, a
  /// modification date): equal revisions mean equal content.
  ///
  /// - Complexity: O(1).
  @inlinable
  public init<Revision: Equatable>(
    identifier: @escaping (Model) -> Identifier, revision: @escaping (Model) -> Revision
  ) {
    self.init(identifier: identifier, contentEquals: { revision($0) == revision($1) })
  }
}

extension ContentIdentity where Model: Equatable {
  /// Identifies models with `identifier` and compares them with `==`.
  ///
  /// - Complexity: O(1).
  @inlinable
  public init(identifier: @escaping (Model) -> Identifier) {
    self.init(identifier: identifier, contentEquals: ==)
  }
}

extension ContentIdentity where Model: Identifiable, Model.ID == Identifier {
  /// Identifies models by `id` and compares their content with `contentEquals`.
  ///
  /// - Complexity: O(1).
  @inlinable
  public static func identifiable(contentEquals: @escaping (Model, Model) -> Bool) -> Self {
    Self(identifier: { $0.id }, contentEquals: contentEquals)
  }
}

extension ContentIdentity where Model: Identifiable & Equatable, Model.ID == Identifier {
  /// Identifies models by `id` and compares them with `==`.
  ///
  /// - Complexity: O(1).
  @inlinable
  public static var identifiable: Self { Self(identifier: { $0.id }, contentEquals: ==) }
}

extension ContentIdentity where Model == Identifier {
  /// A model that is its own identifier, such as a section named by an enum case: it has no
  /// content of its own, so it never needs a refresh.
  ///
  /// - Complexity: O(1).
  @inlinable
  public static var identifierOnly: Self {
    Self(identifier: { $0 }, contentEquals: { _, _ in true })
  }
}
