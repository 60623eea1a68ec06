// The content the content-adapter suites show: folders of notes.
import Snapshots

/// A note: its identifier and the text its cell shows.
package struct Note: Identifiable, Equatable, Sendable {
  package var id: Int
  package var text: String

  package init(id: Int, text: String) {
    self.id = id
    self.text = text
  }
}

/// A folder: its identifier and the title its header shows.
package struct Folder: Identifiable, Equatable, Sendable {
  package var id: String
  package var title: String

  package init(id: String, title: String) {
    self.id = id
    self.title = title
  }
}

/// Folders of notes, as the adapters show them.
package typealias Notes = ContentSnapshot<String, Int, Folder, Note>

/// Folders of notes numbered from 0 in order: `[("A", ["a", "b"])]` gives folder "A", titled
/// "A", with notes 0 ("a") and 1 ("b").
package func notes(_ folders: [(String, [String])]) -> Notes {
  var content = Notes()
  var next = 0
  for (folder, texts) in folders {
    content.appendSections([Folder(id: folder, title: folder)])
    content.appendItems(
      texts.map { text in
        defer { next += 1 }
        return Note(id: next, text: text)
      }, toSection: folder)
  }
  return content
}
