// An emulator of UIKit for tests on Linux: how the engine asks either view's data source.

/// A view's data source: the same questions for both views, asked in each view's own names.
@preconcurrency @MainActor
enum ListDataSource {
  case collection(UICollectionView, any UICollectionViewDataSource)
  case table(UITableView, any UITableViewDataSource)

  var sectionCount: Int {
    switch self {
    case .collection(let view, let source): source.numberOfSections(in: view)
    case .table(let view, let source): source.numberOfSections(in: view)
    }
  }

  func rowCount(inSection section: Int) -> Int {
    switch self {
    case .collection(let view, let source):
      source.collectionView(view, numberOfItemsInSection: section)
    case .table(let view, let source): source.tableView(view, numberOfRowsInSection: section)
    }
  }

  /// Only a table view has header titles.
  func title(inSection section: Int) -> String? {
    switch self {
    case .collection: nil
    case .table(let view, let source): source.tableView(view, titleForHeaderInSection: section)
    }
  }

  /// Only a collection view has supplementary views.
  func header(inSection section: Int, kind: String) -> UIView? {
    switch self {
    case .collection(let view, let source):
      source.collectionView(
        view, viewForSupplementaryElementOfKind: kind, at: IndexPath(item: 0, section: section))
    case .table: nil
    }
  }

  func cell(at indexPath: IndexPath) -> UIView {
    switch self {
    case .collection(let view, let source): source.collectionView(view, cellForItemAt: indexPath)
    case .table(let view, let source): source.tableView(view, cellForRowAt: indexPath)
    }
  }

  func canMove(at indexPath: IndexPath) -> Bool {
    switch self {
    case .collection(let view, let source): source.collectionView(view, canMoveItemAt: indexPath)
    case .table(let view, let source): source.tableView(view, canMoveRowAt: indexPath)
    }
  }

  func move(from source: IndexPath, to destination: IndexPath) {
    switch self {
    case .collection(let view, let dataSource):
      dataSource.collectionView(view, moveItemAt: source, to: destination)
    case .table(let view, let dataSource):
      dataSource.tableView(view, moveRowAt: source, to: destination)
    }
  }
}
