/// One change of a ``DiffableDataSource``'s state, as its renderer receives it.
public struct DataSourceUpdate<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
  /// How the renderer should show the update.
  public enum Kind: Sendable, Hashable {
    /// Perform the changeset with animations.
    case animated
    /// Perform the changeset without animations.
    case nonAnimated
    /// Discard what is shown and draw the new snapshot; the changeset is empty. The first
    /// update of an empty data source, a reload asked for, or a batch that the data source's
    /// ``DiffableDataSource/updatePolicy`` finds too large.
    case reloadData
  }

  /// How to show the update.
  public let kind: Kind
  /// What to perform, in the renderer's current coordinates; empty for ``Kind/reloadData``.
  public let changeset: Changeset<SectionIdentifierType, ItemIdentifierType>
  /// The state before the update.
  public let previousSnapshot: Snapshot<SectionIdentifierType, ItemIdentifierType>
  /// The state after the update, without reload or reconfigure marks.
  public let snapshot: Snapshot<SectionIdentifierType, ItemIdentifierType>
  /// The content of the state after the update, when it was applied as a ``ContentSnapshot``:
  /// what the cells and headers of ``snapshot`` show. The items and sections whose content
  /// changed are the changeset's ``Changeset/itemReconfigures`` (or
  /// ``Changeset/itemReloads``, as the apply asked) and ``Changeset/sectionReconfigures``.
  public let content: AnyContentSnapshot<SectionIdentifierType, ItemIdentifierType>?

  /// Creates an update.
  ///
  /// Package-only: outside the package these values come only from a data source, so that
  /// their parts always agree.
  ///
  /// - Complexity: O(1).
  package init(
    kind: Kind, changeset: Changeset<SectionIdentifierType, ItemIdentifierType>,
    previousSnapshot: Snapshot<SectionIdentifierType, ItemIdentifierType>,
    snapshot: Snapshot<SectionIdentifierType, ItemIdentifierType>,
    content: AnyContentSnapshot<SectionIdentifierType, ItemIdentifierType>? = nil
  ) {
    self.kind = kind
    self.changeset = changeset
    self.previousSnapshot = previousSnapshot
    self.snapshot = snapshot
    self.content = content
  }

  /// Whether the renderer should animate the changes.
  ///
  /// - Complexity: O(1).
  public var animatingDifferences: Bool { kind == .animated }
}

extension DataSourceUpdate: Sendable
where SectionIdentifierType: Sendable, ItemIdentifierType: Sendable {}
