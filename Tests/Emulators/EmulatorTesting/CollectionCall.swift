// One update call of a batch, as a value a test's arguments can carry.
import Foundation

/// An update call on either framework's collection view: items by their index in a section
/// (section 0 unless named), sections by index.
package enum CollectionCall: Sendable, CustomStringConvertible {
  case delete(Int, section: Int = 0), insert(Int, section: Int = 0)
  case reload(Int, section: Int = 0)
  case move(Int, Int, sections: (from: Int, to: Int) = (0, 0))
  case deleteSection(Int), insertSection(Int), reloadSection(Int), moveSection(Int, Int)

  @MainActor
  func send(to view: some CollectionUnderTest) {
    func path(_ item: Int, _ section: Int) -> IndexPath { IndexPath(indexes: [section, item]) }
    switch self {
    case .delete(let item, let section): view.deleteItem(path(item, section))
    case .insert(let item, let section): view.insertItem(path(item, section))
    case .reload(let item, let section): view.reloadItem(path(item, section))
    case .move(let from, let to, let sections):
      view.moveItem(at: path(from, sections.from), to: path(to, sections.to))
    case .deleteSection(let section): view.deleteSections([section])
    case .insertSection(let section): view.insertSections([section])
    case .reloadSection(let section): view.reloadSections([section])
    case .moveSection(let from, let to): view.moveSection(from, toSection: to)
    }
  }

  package var description: String {
    switch self {
    case .delete(let item, let section): "delete \(section)-\(item)"
    case .insert(let item, let section): "insert \(section)-\(item)"
    case .reload(let item, let section): "reload \(section)-\(item)"
    case .move(let from, let to, let sections):
      "move \(sections.from)-\(from) to \(sections.to)-\(to)"
    case .deleteSection(let section): "delete section \(section)"
    case .insertSection(let section): "insert section \(section)"
    case .reloadSection(let section): "reload section \(section)"
    case .moveSection(let from, let to): "move section \(from) to \(to)"
    }
  }
}
