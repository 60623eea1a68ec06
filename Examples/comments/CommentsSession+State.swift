import Foundation
import Outline

extension CommentsSession {
  /// The expansion state as JSON: what the app writes to disk when it goes away.
  func savedState() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return try encoder.encode(tree.state)
  }

  /// Applies saved expansion state to this session's outline.
  ///
  /// Comments the state names expand as they were, and loads start for their replies. A
  /// comment that is not loaded yet cannot expand: the outline reports it as dropped, and the
  /// caller restores again once it has arrived (see `DemoScript`).
  ///
  /// - Throws: `DecodingError` when the data is not a saved state; nothing changes then.
  mutating func restore(from data: Data, title: String) throws -> (step: Step, dropped: [String]) {
    let state = try JSONDecoder().decode(OutlineState<String>.self, from: data)
    var dropped: [String] = []
    let step = perform(title) { tree in
      let restoration = tree.restore(state)
      dropped = restoration.dropped
      return restoration.update
    }
    return (step, dropped)
  }
}
