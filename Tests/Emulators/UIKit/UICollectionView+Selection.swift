// An emulator of UIKit for tests on Linux: a collection view's selection.
//
// UIKit keeps the selection with its items through a batch's moves and drops the items a
// batch deletes; programmatic selection (`selectItem`, `deselectItem`) does not call the
// delegate, a person's tap does. A tap that would select or deselect asks the delegate first
// (`collectionView(_:shouldSelectItemAt:)`, `shouldDeselectItemAt`); a refusal leaves the
// selection as it was. The
// emulator keeps the selection by row serial, so it follows moves and loses deleted and
// reloaded rows; `reloadData()` clears it.
import EmulatorCore

extension UICollectionView {
  /// The index paths of the selected items, or `nil` when none is selected.
  public var indexPathsForSelectedItems: [IndexPath]? {
    // Nothing selected: no walk over the rows, which a host asks of every update.
    if selectedSerials.isEmpty { return nil }
    let paths = emulatedRowSerials.enumerated().flatMap { section, serials in
      serials.enumerated().filter { selectedSerials.contains($0.element) }.map {
        IndexPath(item: $0.offset, section: section)
      }
    }
    return paths.isEmpty ? nil : paths
  }

  /// Selects the item at `indexPath` (replacing the selection unless multiple selection is
  /// allowed); the delegate is not told.
  public func selectItem(
    at indexPath: IndexPath?, animated: Bool, scrollPosition: UICollectionView.ScrollPosition
  ) {
    guard let indexPath else { return selectedSerials = [] }
    guard let serial = serial(at: indexPath) else {
      return UIKitEmulator.raise(
        "attempt to select invalid index path: \(indexPath.emulatedDescription)")
    }
    if !allowsMultipleSelection { selectedSerials = [] }
    selectedSerials.insert(serial)
  }

  /// Deselects the item at `indexPath`; the delegate is not told.
  public func deselectItem(at indexPath: IndexPath, animated: Bool) {
    if let serial = serial(at: indexPath) { selectedSerials.remove(serial) }
  }

  /// Emulator only: a person's tap on the item at `indexPath`: it is selected (alone, unless
  /// multiple selection is allowed), or deselected when multiple selection is allowed and it
  /// was selected, if the delegate agrees, and the delegate is told.
  public func emulateTap(at indexPath: IndexPath) {
    guard let serial = serial(at: indexPath) else { return }
    if allowsMultipleSelection && selectedSerials.contains(serial) {
      guard delegate?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true else {
        return
      }
      selectedSerials.remove(serial)
      delegate?.collectionView(self, didDeselectItemAt: indexPath)
      return
    }
    guard delegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true else { return }
    if !allowsMultipleSelection {
      for path in indexPathsForSelectedItems ?? [] where path != indexPath {
        selectedSerials.remove(self.serial(at: path)!)
        delegate?.collectionView(self, didDeselectItemAt: path)
      }
    }
    selectedSerials.insert(serial)
    delegate?.collectionView(self, didSelectItemAt: indexPath)
  }

  private func serial(at indexPath: IndexPath) -> Int? {
    emulatedEngine.ensureModel()
    let serials = emulatedRowSerials
    guard serials.indices.contains(indexPath.section),
      serials[indexPath.section].indices.contains(indexPath.item)
    else { return nil }
    return serials[indexPath.section][indexPath.item]
  }
}
