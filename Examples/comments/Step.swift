import Outline
import Snapshots

/// What one step of a session did: a title, what happened on the way (loads sent, answers
/// ignored), and the change of the visible rows.
struct Step {
  var title: String
  var notes: [String] = []
  /// The rows before and after, and the diff the outline returned; `nil` for a step that does
  /// not touch the outline (saving the state).
  var change: RowChange?
}

/// The change of the visible rows in one step, as the outline reported it.
struct RowChange {
  /// The rows before the step.
  var before: [OutlineVisibleRow<String>]
  /// The diff the outline returned: what a renderer performs to go from `before` to `after`.
  var diff: Diff
  /// The rows after the step.
  var after: [OutlineVisibleRow<String>]
  /// `after`, drawn as text (indentation, marks, comment text, footers).
  var lines: [String]
}
