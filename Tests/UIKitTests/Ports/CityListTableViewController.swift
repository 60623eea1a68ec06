import Snapshots
import UIKit

// A city list in a table view, written as a UIKit app writes it with
// `UITableViewDiffableDataSource`. Changed from the UIKit version:
// - `UITableViewDiffableDataSource` is `TableViewDiffableDataSource` and
//   `NSDiffableDataSourceSnapshot` is `Snapshot`: this package's types, which drop Apple's
//   prefixes (and `import Snapshots` joins `import UIKit`).
// - The view controller subclasses nothing, so its `viewDidLoad()` overrides nothing: the UIKit
//   emulator these tests run against has no `UIViewController`. The test plays UIKit's part:
//   it calls `viewDidLoad()`, then puts `view` in a window.

/// A city of the list; the table shows its identifier, and the cell reads the rest.
struct City: Identifiable {
  let id = UUID()
  var name: String
  var population: Int
}

/// The model the screen shows, shared by the view controller and its data source.
@MainActor
final class CityStore {
  private(set) var cities: [City]

  init(cities: [City]) {
    self.cities = cities
  }

  func city(withID id: City.ID) -> City? {
    cities.first { $0.id == id }
  }

  func add(_ city: City) {
    cities.append(city)
  }

  func remove(cityWithID id: City.ID) {
    cities.removeAll { $0.id == id }
  }

  func setPopulation(_ population: Int, ofCityWithID id: City.ID) {
    guard let index = cities.firstIndex(where: { $0.id == id }) else { return }
    cities[index].population = population
  }

  /// Puts the cities in the order of `ids`, as the person left the rows.
  func reorder(by ids: [City.ID]) {
    cities = ids.compactMap { city(withID: $0) }
  }
}

@MainActor
final class CityListTableViewController {
  enum Section: Hashable {
    case cities
  }

  /// The data source, subclassed as UIKit's is for header titles and editing.
  final class DataSource: TableViewDiffableDataSource<Section, City.ID> {
    let store: CityStore

    init(tableView: UITableView, store: CityStore, cellProvider: @escaping CellProvider) {
      self.store = store
      super.init(tableView: tableView, cellProvider: cellProvider)
    }

    override func tableView(
      _ tableView: UITableView, titleForHeaderInSection section: Int
    ) -> String? {
      sectionIdentifier(for: section) == .cities ? "Cities" : nil
    }

    override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
      true
    }

    override func tableView(
      _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
      forRowAt indexPath: IndexPath
    ) {
      guard editingStyle == .delete, let id = itemIdentifier(for: indexPath) else { return }
      store.remove(cityWithID: id)
      var snapshot = self.snapshot()
      snapshot.deleteItems([id])
      apply(snapshot)
    }

    override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
      true
    }

    override func tableView(
      _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
      to destinationIndexPath: IndexPath
    ) {
      super.tableView(tableView, moveRowAt: sourceIndexPath, to: destinationIndexPath)
      store.reorder(by: snapshot().itemIdentifiers(inSection: .cities))
    }
  }

  static let cellIdentifier = "city"

  let store: CityStore
  let view = UIView(frame: .zero)
  var tableView: UITableView!
  var dataSource: DataSource!

  init(store: CityStore) {
    self.store = store
  }

  func viewDidLoad() {
    configureHierarchy()
    configureDataSource()
    applyInitialSnapshot()
  }

  private func configureHierarchy() {
    tableView = UITableView(frame: view.frame, style: .insetGrouped)
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: Self.cellIdentifier)
    view.addSubview(tableView)
  }

  private func configureDataSource() {
    dataSource = DataSource(tableView: tableView, store: store) {
      [unowned self] tableView, indexPath, id in
      let cell = tableView.dequeueReusableCell(
        withIdentifier: Self.cellIdentifier, for: indexPath)
      guard let city = self.store.city(withID: id) else { return cell }
      var content = cell.defaultContentConfiguration()
      content.text = city.name
      content.secondaryText = "Population \(city.population)"
      cell.contentConfiguration = content
      return cell
    }
    dataSource.defaultRowAnimation = .fade
  }

  private func applyInitialSnapshot() {
    var snapshot = Snapshot<Section, City.ID>()
    snapshot.appendSections([.cities])
    snapshot.appendItems(store.cities.map(\.id), toSection: .cities)
    dataSource.apply(snapshot, animatingDifferences: false)
  }

  /// Adds a city at the end of the list.
  func addCity(named name: String, population: Int) {
    let city = City(name: name, population: population)
    store.add(city)
    var snapshot = dataSource.snapshot()
    snapshot.appendItems([city.id], toSection: .cities)
    dataSource.apply(snapshot)
  }

  /// Shows a new population in the city's existing cell.
  func updatePopulation(ofCityWithID id: City.ID, to population: Int) {
    store.setPopulation(population, ofCityWithID: id)
    var snapshot = dataSource.snapshot()
    snapshot.reconfigureItems([id])
    dataSource.apply(snapshot)
  }
}
