#if (canImport(UIKit) && !os(watchOS)) || (canImport(AppKit) && !targetEnvironment(macCatalyst))
/// What an outline host shows, and what it applies when it is handed its tree again: the
/// logic of ``CollectionViewOutlineCoordinator`` and `OutlineViewCoordinator`, apart from
/// their views, so that the tests drive it through either framework.
///
/// A host (a SwiftUI view's update, say) hands in its tree every time anything around it
/// changes. Three cases, read from the tree's lineage:
/// - the value shown, or an unchanged copy of it: nothing is applied;
/// - a copy of it changed once (`tree.expand(id)` on `@State`): that change's update is shown,
///   at the cost of the change;
/// - any other value: its rows are compared with the rows shown.
///
/// Changes made here or by a person (a click on a disclosure, a drop, a finished load) are
/// shown, then written back through ``writeTree``: the tree the host hands in next is the one
/// shown, and applies nothing. The ``selection`` follows each change: see ``HostSelection``.
/// Every load the tree starts, whichever way, goes to ``loader`` once, and its page is handed
/// back to the tree.
@MainActor
package final class OutlineHostState<ID: Hashable> {
  package typealias Loader = @MainActor (OutlineLoadRequest<ID>) async throws -> OutlinePage<ID>

  package let dataSource: OutlineDataSource<ID>
  /// Receives the tree after each change made here or by a person.
  package var writeTree: ((OutlineTree<ID>) -> Void)?
  /// Runs after each change shown, the host's or a person's, once the tree has followed it:
  /// the coordinator shows the selection of the rows shown then.
  package var didShow: (() -> Void)?
  /// Fetches the children a load request asks for; a thrown error fails the load.
  package var loader: Loader?
  /// The selected nodes: the host's, which the view shows selected where it shows them. A
  /// node not shown, inside a collapsed parent or not loaded yet, stays selected; a node the
  /// tree held and a change removes leaves the selection, written back once.
  package let selection = HostSelection<ID>()
  /// Where the tree shown stands in its storage's history.
  private var shown: OutlineMark
  /// The loads handed to the loader whose page has not come back, each with its task.
  private var loads: [OutlineLoadRequest<ID>: Task<Void, Never>] = [:]
  /// The loads the tree started before a loader was set.
  private var waiting: [OutlineLoadRequest<ID>] = []
  /// Set while a tree handed in is shown: the view's notifications are then of its doing.
  private var isApplying = false

  package init(dataSource: OutlineDataSource<ID>) {
    self.dataSource = dataSource
    shown = dataSource.tree.mark
    waiting = dataSource.tree.loadsInFlight
  }

  /// Shows `tree` unless the view shows it already; returns whether it applied.
  package func update(to tree: OutlineTree<ID>, animatingDifferences: Bool) -> Bool {
    // The data source's own tree, or an unchanged copy of it, whatever changed it last: the
    // view shows it.
    if tree.sharesStorage(with: dataSource.tree) {
      dataSource.tree.configuration = tree.configuration
      shown = tree.mark
      return false
    }
    let update: OutlineUpdate<ID>
    switch tree.change(since: shown) {
    case .one(let change) where dataSource.tree.isUnchanged(since: shown):
      update = change
    default:
      // Also a tree whose lineage the data source's own changes have left behind.
      let before = dataSource.tree.rows
      let after = tree.rows
      let handed = Set(loads.keys)
      update = OutlineUpdate(
        diff: Diff(from: before, to: after, id: \.id),
        loadRequests: tree.loadsInFlight.filter { !handed.contains($0) })
    }
    isApplying = true
    dataSource.update(animatingDifferences: animatingDifferences) {
      $0 = tree
      return update
    }
    isApplying = false
    shown = dataSource.tree.mark
    selection.contentDidChange(contains: dataSource.tree.contains)
    didShow?()
    hand(update.loadRequests)
    return true
  }

  /// Changes the tree in place, shows the change, hands its loads to the loader and writes
  /// the tree back.
  package func change(
    animatingDifferences: Bool,
    _ body: (inout OutlineTree<ID>) -> OutlineUpdate<ID>
  ) -> OutlineUpdate<ID> {
    let update = dataSource.update(animatingDifferences: animatingDifferences, body)
    didChange(starting: update.loadRequests)
    return update
  }

  /// A change the data source has shown (a person's click or drop, or one made here): it is
  /// written back, and the loads it started are handed to the loader.
  package func didChange(starting requests: [OutlineLoadRequest<ID>] = []) {
    if !isApplying, !dataSource.tree.isUnchanged(since: shown) {
      shown = dataSource.tree.mark
      writeTree?(dataSource.tree)
      selection.contentDidChange(contains: dataSource.tree.contains)
      didShow?()
    }
    hand(requests)
  }

  /// Whether the view shows `id`'s row.
  package func isShown(_ id: ID) -> Bool { dataSource.tree.index(of: .node(id)) != nil }

  /// Hands each request not handed yet to the loader, once; without a loader they wait for one.
  package func hand(_ requests: [OutlineLoadRequest<ID>]) {
    guard let loader else { return waiting.append(contentsOf: requests) }
    for request in waiting + requests where loads[request] == nil {
      loads[request] = Task { [weak self] in
        let page: OutlinePage<ID>?
        do { page = try await loader(request) } catch { page = nil }
        self?.finish(request, with: page)
      }
    }
    waiting = []
  }

  /// Hands a load's page (`nil`: it failed) to the tree; a stale one changes nothing.
  private func finish(_ request: OutlineLoadRequest<ID>, with page: OutlinePage<ID>?) {
    loads[request] = nil
    let update = dataSource.update { tree in
      guard let page else { return tree.failLoading(request) }
      return tree.finishLoading(request, with: page.children, children: page.childrenOfNew)
    }
    if !update.isEmpty { didChange(starting: update.loadRequests) }
  }

  /// Waits until every load handed to the loader has come back, those they start included.
  package func loadsFinished() async {
    while let task = loads.values.first { await task.value }
  }
}
#endif
