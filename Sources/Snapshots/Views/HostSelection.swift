#if (canImport(UIKit) && !os(watchOS)) || (canImport(AppKit) && !targetEnvironment(macCatalyst))

/// The selection a host binds, apart from what its view can show: the selection logic of the
/// list and outline hosts (``ListHostState``, the outline's host state), written once.
///
/// The selection is the host's: it may name identifiers the view does not show, because their
/// content has not arrived yet (an item not in the snapshot, a node not loaded) or because it
/// is hidden (a node inside a collapsed parent). Those stay selected, and the view shows them
/// selected once they are shown. An identifier the content held and a change removes leaves
/// the selection, which is written back once. A person's change of the view's selection is
/// written back; the value written, handed in again, changes nothing.
@MainActor
package final class HostSelection<ID: Hashable> {
  /// The selected identifiers: the host's, as last handed in or written back.
  package private(set) var selected: Set<ID> = []
  /// The selected identifiers the content held when it was last looked at: they leave the
  /// selection when a change removes them, while those it never held wait for it.
  private var held: Set<ID> = []
  /// Receives the selection after a person changed it, or a change removed selected items.
  package var write: ((Set<ID>) -> Void)?

  package init() {}

  /// The host hands in `new`; returns whether it differs from the selection kept.
  package func update(to new: Set<ID>, contains: (ID) -> Bool) -> Bool {
    guard new != selected else { return false }
    selected = new
    held = new.filter(contains)
    return true
  }

  /// The content changed: the selected identifiers it held and holds no more leave the
  /// selection, which is written back once; those it holds now count as held.
  package func contentDidChange(contains: (ID) -> Bool) {
    let removed = held.filter { !contains($0) }
    held = selected.filter(contains)
    guard !removed.isEmpty else { return }
    selected.subtract(removed)
    write?(selected)
  }

  /// A person changed the view's selection: `shown` is what the view shows selected. The
  /// selected identifiers the view does not show stay, unless `replacing` (single selection)
  /// and the person selected something.
  package func viewDidSelect(_ shown: Set<ID>, isShown: (ID) -> Bool, replacing: Bool) {
    var new = shown
    if !replacing || shown.isEmpty { new.formUnion(selected.filter { !isShown($0) }) }
    guard new != selected else { return }
    held = held.intersection(new).union(shown)
    selected = new
    write?(new)
  }
}
#endif
