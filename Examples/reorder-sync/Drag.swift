import Foundation
import Snapshots

/// One finished drag, as a person would make it: from an index path to an index path of the
/// data source's current state.
///
/// Written `SECTION.ITEM>SECTION.ITEM`: `0.1>1.0` drags the second task of the first list to
/// the top of the second list.
struct Drag: Equatable, CustomStringConvertible {
  /// Where the dragged task is.
  var source: IndexPath
  /// Where it is dropped; the task ends up exactly there.
  var destination: IndexPath

  init(_ source: (section: Int, item: Int), _ destination: (section: Int, item: Int)) {
    self.source = IndexPath(item: source.item, section: source.section)
    self.destination = IndexPath(item: destination.item, section: destination.section)
  }

  var description: String {
    "\(source.section).\(source.item)>\(destination.section).\(destination.item)"
  }

  /// Reads one drag such as `0.1>1.0`; `nil` if it is not in that form.
  init?(_ text: String) {
    let ends = text.split(separator: ">", omittingEmptySubsequences: false)
    guard ends.count == 2, let from = Self.indexPath(ends[0]), let to = Self.indexPath(ends[1])
    else { return nil }
    self.init(from, to)
  }

  private static func indexPath(_ text: Substring) -> (section: Int, item: Int)? {
    let parts = text.trimmingCharacters(in: .whitespaces).split(
      separator: ".", omittingEmptySubsequences: false)
    guard parts.count == 2, let section = Int(parts[0]), let item = Int(parts[1]),
      section >= 0, item >= 0
    else { return nil }
    return (section, item)
  }
}

extension Drag {
  /// The drags of a script: separated by commas or new lines; `#` starts a comment.
  ///
  /// Throws a message naming the line and the text it could not read.
  static func script(_ text: String) throws(ReorderSyncError) -> [Drag] {
    var drags: [Drag] = []
    for (offset, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      let code = line.prefix { $0 != "#" }
      for entry in code.split(separator: ",") {
        let trimmed = entry.trimmingCharacters(in: .whitespaces)
        if trimmed.isEmpty { continue }
        guard let drag = Drag(trimmed) else {
          throw .badScript(
            "line \(offset + 1): \"\(trimmed)\" is not a drag; write SECTION.ITEM>SECTION.ITEM, "
              + "such as 0.1>1.0")
        }
        drags.append(drag)
      }
    }
    return drags
  }

  /// The script a run without `--script` or `--moves` performs on the sample store.
  ///
  /// Each line says what the drag shows; the offsets are those of the store at that moment.
  static let defaultScript = """
    0.0>0.2   # down within a list: "notes" goes below "dentist"
    0.3>0.0   # up within a list: "sprint" goes to the top
    1.0>0.1   # across lists: "milk" moves from Errands into Today
    0.0>1.2   # to the end of another list: "sprint" goes last in Errands
    0.3>2.0   # into an empty list: "notes" starts Someday
    0.2>0.0   # refused: "dentist" is done, and done tasks cannot be dragged
    2.0>1.0   # out of a list it leaves empty: "notes" moves back to the top of Errands
    """
}
