import Snapshots
import Testing
import UIKit

/// The city list of `CityListTableViewController` in an emulated table view with real cells:
/// every test reads what the cells show, and the emulator must raise nothing.
@MainActor
@Suite(.serialized)
struct PortCityListTests {
  /// What one cell shows.
  struct Row: Equatable, CustomStringConvertible {
    var row: Int
    var text: String?
    var secondaryText: String?

    var description: String { "\(row): \(text ?? "nil") / \(secondaryText ?? "nil")" }
  }

  let controller: CityListTableViewController
  let window = UIWindow(frame: .zero)

  init() {
    UIKitEmulator.trapsOnException = false
    UIKitEmulator.resetExceptions()
    controller = CityListTableViewController(
      store: CityStore(cities: [
        City(name: "Accra", population: 2_500_000),
        City(name: "Kyoto", population: 1_460_000),
        City(name: "Quito", population: 2_800_000),
        City(name: "Tromso", population: 77_000),
      ]))
    // UIKit's part: the view loads, then goes on screen.
    controller.viewDidLoad()
    window.addSubview(controller.view)
  }

  var tableView: UITableView { controller.tableView }

  /// What the visible cells show, in index-path order.
  var rows: [Row] {
    tableView.emulatedVisibleCells.map { entry in
      let content = entry.cell.contentConfiguration as? UIListContentConfiguration
      #expect(entry.indexPath.section == 0)
      return Row(
        row: entry.indexPath.row, text: content?.text, secondaryText: content?.secondaryText)
    }
  }

  /// What the cells should show: the model's cities, in order.
  var expectedRows: [Row] {
    controller.store.cities.enumerated().map { offset, city in
      Row(row: offset, text: city.name, secondaryText: "Population \(city.population)")
    }
  }

  /// The log lines written since `count` lines, without the empty update calls the data
  /// source makes (a `deleteSections([])` changes nothing).
  func log(after count: Int) -> [String] {
    tableView.emulatedLog.dropFirst(count).filter { !$0.contains("[]") }
  }

  @Test func initialLoadShowsTheCitiesInTheirCells() {
    #expect(
      rows.map(\.description) == [
        "0: Accra / Population 2500000", "1: Kyoto / Population 1460000",
        "2: Quito / Population 2800000", "3: Tromso / Population 77000",
      ])
    #expect(tableView.emulatedRowCounts == [4])
    #expect(UIKitEmulator.raisedExceptions == [])
  }

  @Test func headerTitleComesFromTheDataSourceSubclass() {
    #expect(tableView.emulatedHeaderTitles == ["Cities"])
    #expect(controller.dataSource.tableView(tableView, titleForHeaderInSection: 0) == "Cities")
    #expect(UIKitEmulator.raisedExceptions == [])
  }

  @Test func editingAPopulationReconfiguresThatCellOnly() throws {
    let before = tableView.emulatedVisibleCells.map { ObjectIdentifier($0.cell) }
    let serials = tableView.emulatedRowSerials
    let logged = tableView.emulatedLog.count
    let kyoto = try #require(controller.store.cities.first { $0.name == "Kyoto" })

    controller.updatePopulation(ofCityWithID: kyoto.id, to: 1_500_000)

    #expect(log(after: logged) == ["reconfigureRows [0-1] animated"])
    #expect(rows[1] == Row(row: 1, text: "Kyoto", secondaryText: "Population 1500000"))
    #expect(rows == expectedRows)
    // The same cells hold the same rows: nothing was reloaded or recreated.
    #expect(tableView.emulatedVisibleCells.map { ObjectIdentifier($0.cell) } == before)
    #expect(tableView.emulatedRowSerials == serials)
    #expect(UIKitEmulator.raisedExceptions == [])
  }

  @Test func addingACityInsertsItsRow() {
    let logged = tableView.emulatedLog.count

    controller.addCity(named: "Hobart", population: 250_000)

    #expect(
      log(after: logged) == ["performBatchUpdates animated", "insertRows [0-4] fade"])
    #expect(rows.last == Row(row: 4, text: "Hobart", secondaryText: "Population 250000"))
    #expect(rows == expectedRows)
    tableView.emulateAnimationsFinishing()
    #expect(tableView.emulatedAnimatingBatches == 0)
    #expect(UIKitEmulator.raisedExceptions == [])
  }

  @Test func swipeToDeleteRemovesTheCityFromTheModelAndTheTable() {
    let logged = tableView.emulatedLog.count

    #expect(tableView.emulateSwipeToDelete(at: IndexPath(row: 1, section: 0)))

    #expect(
      log(after: logged) == [
        "swipeToDelete [0-1]", "performBatchUpdates animated", "deleteRows [0-1] fade",
      ])
    #expect(controller.store.cities.map(\.name) == ["Accra", "Quito", "Tromso"])
    #expect(rows == expectedRows)
    #expect(controller.dataSource.snapshot().itemIdentifiers == controller.store.cities.map(\.id))
    tableView.emulateAnimationsFinishing()
    #expect(UIKitEmulator.raisedExceptions == [])
  }

  @Test func reorderingWritesTheNewOrderBackWithoutASecondBatch() {
    let logged = tableView.emulatedLog.count
    let batches = tableView.emulatedBatchCount

    #expect(
      tableView.emulateInteractiveMove(
        from: IndexPath(row: 3, section: 0), to: IndexPath(row: 0, section: 0)))

    #expect(controller.store.cities.map(\.name) == ["Tromso", "Accra", "Kyoto", "Quito"])
    #expect(controller.dataSource.snapshot().itemIdentifiers == controller.store.cities.map(\.id))
    // The view moved the row itself: the data source follows without a batch of its own.
    #expect(log(after: logged) == ["interactiveMove 0-3 -> 0-0"])
    #expect(tableView.emulatedBatchCount == batches)
    #expect(rows == expectedRows)
    #expect(UIKitEmulator.raisedExceptions == [])

    // The next change starts from the moved order: no resync, the row lands after Quito.
    controller.addCity(named: "Hobart", population: 250_000)
    #expect(tableView.emulatedModelResyncCount == 0)
    #expect(rows == expectedRows)
    #expect(UIKitEmulator.raisedExceptions == [])
  }
}
