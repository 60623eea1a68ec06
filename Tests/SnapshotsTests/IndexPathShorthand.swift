import Foundation

/// `IndexPath(item:section:)`, short: the index paths of the data source and changeset tests.
func path(_ section: Int, _ item: Int) -> IndexPath {
  IndexPath(item: item, section: section)
}
