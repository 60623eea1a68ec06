import Foundation
import Snapshots

// The city list of a typical `UITableViewDiffableDataSource` tutorial, ported by deleting
// prefixes: `UITableViewDiffableDataSource` became `DiffableDataSource`,
// `NSDiffableDataSourceSnapshot` became `Snapshot`. What a table view would do (cells, the
// table's own callbacks) is played by the renderer below and by the test.

struct City: Hashable {
  let id = UUID()
  var name: String
  var population: Int

  // Identity is the id: editing a city's name or population keeps it the same row.
  func hash(into hasher: inout Hasher) { hasher.combine(id) }
  static func == (lhs: City, rhs: City) -> Bool { lhs.id == rhs.id }
}

final class CityListViewController {
  enum Section { case main }

  var cities = [
    City(name: "Lagos", population: 15_400_000),
    City(name: "Lima", population: 10_700_000),
    City(name: "Oslo", population: 709_000),
    City(name: "Perth", population: 2_100_000),
  ]
  var dataSource: DiffableDataSource<Section, City>!
  /// What the table shows: one line per row, rebuilt from each update as a table's cells are.
  private(set) var rows: [String] = []
  private(set) var refreshedRows: [Int] = []

  func viewDidLoad() {
    configureDataSource()
    applyInitialSnapshot()
  }

  func configureDataSource() {
    dataSource = DiffableDataSource<Section, City>()
    dataSource.onUpdate = { [unowned self] update in
      // The cell provider: each row's text from the city it shows.
      self.rows = update.snapshot.itemIdentifiers.map { city in
        let current = self.cities.first { $0.id == city.id } ?? city
        return "\(current.name) \(current.population)"
      }
      self.refreshedRows =
        (update.changeset.itemReloads + update.changeset.itemReconfigures).map(\.row).sorted()
    }
    dataSource.reorderingHandlers.canReorderItem = { _ in true }
    dataSource.reorderingHandlers.didReorder = { [unowned self] transaction in
      // Write the person's order back to the model.
      if let reordered = self.cities.applying(transaction.difference) {
        self.cities = reordered
      }
    }
  }

  func applyInitialSnapshot() {
    var snapshot = Snapshot<Section, City>()
    snapshot.appendSections([.main])
    snapshot.appendItems(cities, toSection: .main)
    dataSource.apply(snapshot, animatingDifferences: false)
  }

  func delete(_ city: City) {
    cities.removeAll { $0.id == city.id }
    var snapshot = dataSource.snapshot()
    snapshot.deleteItems([city])
    dataSource.apply(snapshot, animatingDifferences: true)
  }

  func rename(_ city: City, to name: String) {
    guard let index = cities.firstIndex(of: city) else { return }
    cities[index].name = name
    var snapshot = dataSource.snapshot()
    snapshot.reloadItems([city])
    dataSource.apply(snapshot, animatingDifferences: true)
  }

  func updatePopulation(of city: City, to population: Int, completion: @escaping () -> Void) {
    guard let index = cities.firstIndex(of: city) else { return }
    cities[index].population = population
    var snapshot = dataSource.snapshot()
    snapshot.reconfigureItems([city])
    dataSource.apply(snapshot, animatingDifferences: true, completion: completion)
  }

  // The table view's reorder callback, forwarded as UIKit's data source does.
  func tableView(moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
    dataSource.moveRow(at: sourceIndexPath, to: destinationIndexPath)
  }
}
