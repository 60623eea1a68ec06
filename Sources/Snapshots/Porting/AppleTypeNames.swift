// Apple's names for this package's types, for code ported from UIKit or AppKit.
//
// Each is unavailable with a `renamed:` fix-it, so that a ported file gets one error per name,
// each saying what to write instead, rather than "cannot find in scope" and a cascade of
// errors from every use. They exist only where neither framework can be imported: on Apple's
// systems the frameworks' own types keep their names.

#if !canImport(UIKit) && !canImport(AppKit)
/// UIKit's and AppKit's snapshot type; here it is ``Snapshot``.
@available(*, unavailable, renamed: "Snapshot")
public typealias NSDiffableDataSourceSnapshot<
  SectionIdentifierType: Hashable, ItemIdentifierType: Hashable
> = Snapshot<SectionIdentifierType, ItemIdentifierType>

/// UIKit's and AppKit's outline type; here it is ``SectionSnapshot``.
@available(*, unavailable, renamed: "SectionSnapshot")
public typealias NSDiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable> =
  SectionSnapshot<ItemIdentifierType>

/// UIKit's reorder transaction; here it is ``SnapshotTransaction``.
@available(*, unavailable, renamed: "SnapshotTransaction")
public typealias NSDiffableDataSourceTransaction<
  SectionIdentifierType: Hashable, ItemIdentifierType: Hashable
> = SnapshotTransaction<SectionIdentifierType, ItemIdentifierType>

/// UIKit's per-section reorder transaction; here it is ``SectionTransaction``.
@available(*, unavailable, renamed: "SectionTransaction")
public typealias NSDiffableDataSourceSectionTransaction<
  SectionIdentifierType: Hashable, ItemIdentifierType: Hashable
> = SectionTransaction<SectionIdentifierType, ItemIdentifierType>

/// UIKit's collection-view data source; here it is ``DiffableDataSource``, which drives any
/// renderer through `onUpdate`.
@available(*, unavailable, renamed: "DiffableDataSource")
public typealias UICollectionViewDiffableDataSource<
  SectionIdentifierType: Hashable, ItemIdentifierType: Hashable
> = DiffableDataSource<SectionIdentifierType, ItemIdentifierType>

/// UIKit's table-view data source; here it is ``DiffableDataSource``, whose
/// ``DiffableDataSource/moveRow(at:to:)`` is the table view's reorder path.
@available(*, unavailable, renamed: "DiffableDataSource")
public typealias UITableViewDiffableDataSource<
  SectionIdentifierType: Hashable, ItemIdentifierType: Hashable
> = DiffableDataSource<SectionIdentifierType, ItemIdentifierType>

/// AppKit's collection-view data source; here it is ``DiffableDataSource``.
@available(*, unavailable, renamed: "DiffableDataSource")
public typealias NSCollectionViewDiffableDataSource<
  SectionIdentifierType: Hashable, ItemIdentifierType: Hashable
> = DiffableDataSource<SectionIdentifierType, ItemIdentifierType>

/// AppKit's table-view data source; here it is ``DiffableDataSource``.
@available(*, unavailable, renamed: "DiffableDataSource")
public typealias NSTableViewDiffableDataSource<
  SectionIdentifierType: Hashable, ItemIdentifierType: Hashable
> = DiffableDataSource<SectionIdentifierType, ItemIdentifierType>
#endif
