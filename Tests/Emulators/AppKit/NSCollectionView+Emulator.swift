// An emulator of AppKit for tests on Linux: the collection view's emulator-only members, the
// animations its batches wait for, and the glue that lets it share the UIKit emulator's batch
// planner (BatchUpdate.swift is a link to the UIKit emulator's file).

/// The planner's rows and sections keep a view under UIKit's name.
typealias UIView = NSView

extension IndexPath {
  // How UIKit prints an index path in its exceptions, without the object's address; the
  // shared planner's messages use it.
  var emulatedDescription: String {
    "{length = \(count), path = \(map(String.init).joined(separator: " - "))}"
  }
}

/// A batch or animation group whose animations have not finished; the view is weak, as an
/// animation's is, and `nil` for an animation group, which belongs to no view.
@preconcurrency @MainActor
final class EmulatedAnimatingBatch {
  weak var view: NSView?
  let completion: ((Bool) -> Void)?

  init(view: NSView?, completion: ((Bool) -> Void)?) {
    self.view = view
    self.completion = completion
  }
}

extension AppKitEmulator {
  /// Every view's batches whose animations have not finished, in the order they ran.
  static var animatingBatches: [EmulatedAnimatingBatch] = []

  /// Emulator only: finishes every view's animations, calling their completion handlers with
  /// `true` in the order the batches ran. Batches the handlers start wait for the next call.
  public static func emulateAnimationsFinishing() {
    finishAnimations(of: nil)
  }

  static func finishAnimations(of view: NSView?) {
    let finishing = animatingBatches.filter { view == nil || $0.view === view }
    animatingBatches.removeAll { view == nil || $0.view === view }
    for batch in finishing { batch.completion?(true) }
  }
}

extension NSCollectionView {
  /// Emulator only: finishes this view's animations, calling its pending completion handlers.
  public func emulateAnimationsFinishing() {
    AppKitEmulator.finishAnimations(of: self)
  }

  /// Emulator only: this view's batches whose animations have not finished.
  public var emulatedAnimatingBatches: Int {
    AppKitEmulator.animatingBatches.count { $0.view === self }
  }

  /// Emulator only: the model's item counts, without asking the data source.
  public var emulatedItemCounts: [Int] { (sections ?? []).map(\.rows.count) }

  /// Emulator only: each row's serial, which a move keeps and a reload or insert renews.
  public var emulatedRowSerials: [[Int]] { (sections ?? []).map { $0.rows.map(\.serial) } }

  /// Emulator only: the items the view holds, by index path.
  public var emulatedLoadedItems: [(indexPath: IndexPath, item: NSCollectionViewItem)] {
    var result: [(indexPath: IndexPath, item: NSCollectionViewItem)] = []
    for (s, section) in (sections ?? []).enumerated() {
      for (i, row) in section.rows.enumerated() {
        if let item = loadedItems[ObjectIdentifier(row)]?.item {
          result.append((IndexPath(item: i, section: s), item))
        }
      }
    }
    return result
  }

  /// Emulator only: the header views layout holds, per section.
  public var emulatedHeaders: [NSView?] { (sections ?? []).map(\.header) }

  /// Emulator only: one line per update call, reload and call of `animator()`.
  public var emulatedLog: [String] { log }

  /// Emulator only: how many times `reloadData()` ran.
  public var emulatedReloadDataCount: Int { reloadDataCount }

  /// Emulator only: how many batches were applied, lone update calls included.
  public var emulatedBatchCount: Int { batchCount }

  /// Emulator only: how many batches found the data source's counts already changed.
  public var emulatedModelResyncCount: Int { modelResyncCount }

  /// Emulator only: how many times `animator()` was called.
  public var emulatedAnimatorCount: Int { animatorCount }
}
