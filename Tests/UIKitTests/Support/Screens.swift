import Snapshots
import UIKit

/// A collection view cell that remembers what its provider told it to show.
final class ShowingCell: UICollectionViewCell {
  var shown: String?
}

/// A table view cell that remembers what its provider told it to show.
final class ShowingTableCell: UITableViewCell {
  var shown: String?
}

/// What each item's cell should say: its identifier and the version of its content, which a
/// reload or reconfigure mark moves on, so that a cell refreshed in the wrong place shows an
/// old version.
@MainActor
final class Contents {
  private var versions: [Int: Int] = [:]

  func text(_ item: Int) -> String { "\(item)v\(versions[item, default: 0])" }

  func change(_ item: Int) { versions[item, default: 0] += 1 }
}

/// One emulated view with its adapter, as the random suites drive it.
@MainActor
protocol Screen: AnyObject {
  var dataSource: ListViewDiffableDataSource<String, Int> { get }
  var window: UIWindow { get }
  /// The view's own counts, without asking its data source.
  var rowCounts: [Int] { get }
  /// What each visible cell shows.
  var visibleCells: [(indexPath: IndexPath, shown: String?)] { get }
  var animatingBatches: Int { get }
  var log: [String] { get }
  func finishAnimations()
  func interactiveMove(from: IndexPath, to: IndexPath) -> Bool
  func putInWindow(_ inWindow: Bool)
}

@MainActor
final class CollectionScreen: Screen {
  let view = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
  let window = UIWindow(frame: .zero)
  let adapter: CollectionViewDiffableDataSource<String, Int>
  var dataSource: ListViewDiffableDataSource<String, Int> { adapter }

  init(contents: Contents, visibleRows: Range<Int> = 0..<Int.max) {
    view.register(ShowingCell.self, forCellWithReuseIdentifier: "cell")
    view.emulatedVisibleRows = visibleRows
    adapter = CollectionViewDiffableDataSource(collectionView: view) { view, indexPath, item in
      let cell = view.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
      (cell as? ShowingCell)?.shown = contents.text(item)
      return cell
    }
    window.addSubview(view)
  }

  var rowCounts: [Int] { view.emulatedRowCounts }
  var visibleCells: [(indexPath: IndexPath, shown: String?)] {
    view.emulatedVisibleCells.map { ($0.indexPath, ($0.cell as? ShowingCell)?.shown) }
  }
  var animatingBatches: Int { view.emulatedAnimatingBatches }
  var log: [String] { view.emulatedLog }
  func finishAnimations() { view.emulateAnimationsFinishing() }
  func interactiveMove(from: IndexPath, to: IndexPath) -> Bool {
    view.emulateInteractiveMove(from: from, to: to)
  }
  func putInWindow(_ inWindow: Bool) {
    if inWindow { window.addSubview(view) } else { view.removeFromSuperview() }
  }
}

@MainActor
final class TableScreen: Screen {
  let view = UITableView(frame: .zero, style: .plain)
  let window = UIWindow(frame: .zero)
  let adapter: TableViewDiffableDataSource<String, Int>
  var dataSource: ListViewDiffableDataSource<String, Int> { adapter }

  init(contents: Contents, visibleRows: Range<Int> = 0..<Int.max) {
    view.register(ShowingTableCell.self, forCellReuseIdentifier: "cell")
    view.emulatedVisibleRows = visibleRows
    adapter = TableViewDiffableDataSource(tableView: view) { view, indexPath, item in
      let cell = view.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
      (cell as? ShowingTableCell)?.shown = contents.text(item)
      return cell
    }
    adapter.defaultRowAnimation = .fade
    window.addSubview(view)
  }

  var rowCounts: [Int] { view.emulatedRowCounts }
  var visibleCells: [(indexPath: IndexPath, shown: String?)] {
    view.emulatedVisibleCells.map { ($0.indexPath, ($0.cell as? ShowingTableCell)?.shown) }
  }
  var animatingBatches: Int { view.emulatedAnimatingBatches }
  var log: [String] { view.emulatedLog }
  func finishAnimations() { view.emulateAnimationsFinishing() }
  func interactiveMove(from: IndexPath, to: IndexPath) -> Bool {
    view.emulateInteractiveMove(from: from, to: to)
  }
  func putInWindow(_ inWindow: Bool) {
    if inWindow { window.addSubview(view) } else { view.removeFromSuperview() }
  }
}
