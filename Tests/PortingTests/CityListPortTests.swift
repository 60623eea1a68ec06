import Foundation
import Snapshots
import Testing

@Suite("A UITableViewDiffableDataSource city list, ported by deleting prefixes")
struct CityListPortTests {
  @Test("initial snapshot, delete, reload, reconfigure and a drag written back")
  func everyStep() throws {
    let screen = CityListViewController()
    screen.viewDidLoad()
    let names = { screen.dataSource.snapshot().itemIdentifiers.map(\.name) }
    #expect(names() == ["Lagos", "Lima", "Oslo", "Perth"])
    #expect(screen.rows == ["Lagos 15400000", "Lima 10700000", "Oslo 709000", "Perth 2100000"])

    screen.delete(screen.cities[1])
    #expect(names() == ["Lagos", "Oslo", "Perth"])
    #expect(screen.rows == ["Lagos 15400000", "Oslo 709000", "Perth 2100000"])

    screen.rename(screen.cities[1], to: "Bergen")
    #expect(screen.rows == ["Lagos 15400000", "Bergen 709000", "Perth 2100000"])
    #expect(screen.refreshedRows == [1])
    #expect(screen.dataSource.snapshot().reloadedItemIdentifiers.isEmpty)

    var completed = false
    screen.updatePopulation(of: screen.cities[2], to: 2_200_000) { completed = true }
    #expect(completed)
    #expect(screen.rows == ["Lagos 15400000", "Bergen 709000", "Perth 2200000"])
    #expect(screen.refreshedRows == [2])

    // The person drags Perth to the top; the model follows.
    screen.tableView(
      moveRowAt: IndexPath(row: 2, section: 0), to: IndexPath(row: 0, section: 0))
    #expect(screen.cities.map(\.name) == ["Perth", "Lagos", "Bergen"])
    #expect(screen.dataSource.snapshot().itemIdentifiers == screen.cities)
    #expect(screen.rows == ["Perth 2200000", "Lagos 15400000", "Bergen 709000"])
  }
}
