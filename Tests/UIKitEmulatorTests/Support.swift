// Data sources and fixtures that drive the UIKit emulator in its own tests.
import EmulatorTesting
import Testing
import UIKit

/// A collection view cell that remembers the label it was configured with.
final class LabelCell: UICollectionViewCell {
  var label: String?
}

/// A header that remembers its section.
final class HeaderView: UICollectionReusableView {
  var section: Int?
}

/// A table view cell that remembers the label it was configured with.
final class LabelRowCell: UITableViewCell {
  var label: String?
}

/// How a data source breaks UIKit's rules when asked for a cell.
enum Misbehaviour {
  case none, notDequeued, wrongPath, unregistered, dequeueTwice, reloadDataInside, freshCell
}

/// A collection data source over labels, which it changes only when told.
@MainActor
final class CollectionSource: NSObject, UICollectionViewDataSource {
  var sections: [[String]]
  var misbehaviour = Misbehaviour.none
  var cellRequests: [IndexPath] = []
  var headerRequests: [IndexPath] = []
  var canMove = true
  var moves: [(IndexPath, IndexPath)] = []
  var moveUpdatesData = true

  init(_ sections: [[String]]) {
    self.sections = sections
  }

  func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }

  func collectionView(
    _ collectionView: UICollectionView, numberOfItemsInSection section: Int
  )
    -> Int
  {
    sections[section].count
  }

  func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  )
    -> UICollectionViewCell
  {
    cellRequests.append(indexPath)
    let label = sections[indexPath.section][indexPath.item]
    var identifier = "cell"
    var path = indexPath
    switch misbehaviour {
    case .none: break
    case .notDequeued:
      let cell = LabelCell(frame: .zero)
      cell.label = label
      return cell
    case .freshCell:
      _ = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
      return LabelCell(frame: .zero)
    case .wrongPath: path = IndexPath(item: indexPath.item + 1, section: indexPath.section)
    case .unregistered: identifier = "nope"
    case .dequeueTwice:
      _ = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    case .reloadDataInside: collectionView.reloadData()
    }
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: identifier, for: path)
    (cell as? LabelCell)?.label = label
    return cell
  }

  func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    headerRequests.append(indexPath)
    let view = collectionView.dequeueReusableSupplementaryView(
      ofKind: kind, withReuseIdentifier: "header", for: indexPath)
    (view as? HeaderView)?.section = indexPath.section
    return view
  }

  func collectionView(
    _ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath
  )
    -> Bool
  {
    canMove
  }

  func collectionView(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    moves.append((sourceIndexPath, destinationIndexPath))
    guard moveUpdatesData else { return }
    let label = sections[sourceIndexPath.section].remove(at: sourceIndexPath.item)
    sections[destinationIndexPath.section].insert(label, at: destinationIndexPath.item)
  }
}

/// A data source that implements only what UIKit requires, its cells from a registration.
@MainActor
final class RegistrationSource: NSObject, UICollectionViewDataSource {
  let items = ["one", "two"]
  let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> {
    cell, _, item in
    var content = cell.defaultContentConfiguration()
    content.text = item
    cell.contentConfiguration = content
    cell.accessories = [.outlineDisclosure(), .disclosureIndicator()]
    cell.indentationLevel = 1
  }

  func collectionView(
    _ collectionView: UICollectionView, numberOfItemsInSection section: Int
  )
    -> Int
  {
    items.count
  }

  func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  )
    -> UICollectionViewCell
  {
    collectionView.dequeueConfiguredReusableCell(
      using: registration, for: indexPath, item: items[indexPath.item])
  }
}

/// A table data source over labels, with titles, editing and moves.
@MainActor
final class TableSource: NSObject, UITableViewDataSource {
  var sections: [[String]]
  var titles: [String?] = []
  var misbehaviour = Misbehaviour.none
  var cellRequests: [IndexPath] = []
  var canEdit = true
  var canMove = true
  var committed: [(UITableViewCell.EditingStyle, IndexPath)] = []

  init(_ sections: [[String]]) {
    self.sections = sections
  }

  func numberOfSections(in tableView: UITableView) -> Int { sections.count }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    sections[section].count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    cellRequests.append(indexPath)
    let label = sections[indexPath.section][indexPath.row]
    switch misbehaviour {
    case .notDequeued:
      let cell = LabelRowCell(style: .default, reuseIdentifier: "row")
      cell.label = label
      return cell
    case .unregistered:
      return tableView.dequeueReusableCell(withIdentifier: "nope", for: indexPath)
    default:
      let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
      (cell as? LabelRowCell)?.label = label
      return cell
    }
  }

  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    titles.indices.contains(section) ? titles[section] : nil
  }

  func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { canEdit }

  func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { canMove }

  func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {
    committed.append((editingStyle, indexPath))
    sections[indexPath.section].remove(at: indexPath.row)
    tableView.deleteRows(at: [indexPath], with: .fade)
  }

  func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    let label = sections[sourceIndexPath.section].remove(at: sourceIndexPath.row)
    sections[destinationIndexPath.section].insert(label, at: destinationIndexPath.row)
  }
}

/// What both fixtures read: the labels their view shows, against their data source's.
@MainActor
protocol LabelFixture {
  associatedtype View: EmulatedList
  var view: View { get }
  var labels: [[String]] { get }
  func label(at indexPath: IndexPath) -> String?
}

extension LabelFixture {
  /// The labels of the cells shown, by section, in the view's own model.
  var shown: [[String?]] {
    view.emulatedRowCounts.enumerated().map { section, count in
      (0..<count).map { label(at: IndexPath(item: $0, section: section)) }
    }
  }

  /// The data source's labels, in the same shape as `shown`.
  var expected: [[String?]] {
    labels.map { $0.map(Optional.some) }
  }
}

/// A collection view, its data source (held strongly: the view's is weak), and a fresh
/// exception record that does not trap.
@MainActor
final class CollectionFixture: LabelFixture {
  let view = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
  let source: CollectionSource

  init(_ sections: [[String]]) {
    recordExceptions()
    source = CollectionSource(sections)
    view.register(LabelCell.self, forCellWithReuseIdentifier: "cell")
    view.register(
      HeaderView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
      withReuseIdentifier: "header")
    view.dataSource = source
    view.layoutIfNeeded()
  }

  var labels: [[String]] { source.sections }

  func label(at indexPath: IndexPath) -> String? {
    cell(indexPath.item, indexPath.section)?.label
  }

  func cell(_ item: Int, _ section: Int = 0) -> LabelCell? {
    view.cellForItem(at: IndexPath(item: item, section: section)) as? LabelCell
  }
}

/// A table view and its data source, with a fresh exception record that does not trap.
@MainActor
final class TableFixture: LabelFixture {
  let view = UITableView(frame: .zero, style: .plain)
  let source: TableSource

  init(_ sections: [[String]], titles: [String?] = []) {
    recordExceptions()
    source = TableSource(sections)
    source.titles = titles
    view.register(LabelRowCell.self, forCellReuseIdentifier: "row")
    view.dataSource = source
    view.layoutIfNeeded()
  }

  var labels: [[String]] { source.sections }

  func label(at indexPath: IndexPath) -> String? {
    (view.cellForRow(at: indexPath) as? LabelRowCell)?.label
  }
}
