import Snapshots

/// Writes a session's steps as text, and keeps them, so that a test can check both.
///
/// Each step prints its number and title, its notes, the counts of the diff the outline
/// returned, and the visible rows, each marked by what the diff did to it: `+` inserted,
/// `~` updated, `>` moved. Deleted rows are gone; the diff counts them.
struct Transcript<Output: TextOutputStream> {
  /// Where the text goes.
  var output: Output
  /// The steps written so far, in order.
  private(set) var steps: [Step] = []

  init(to output: Output) {
    self.output = output
  }

  /// Writes one line of text.
  mutating func write(_ line: String) {
    output.write(line + "\n")
  }

  /// Writes a step, under a title of the caller's if given.
  mutating func record(_ step: Step, as title: String? = nil) {
    var step = step
    if let title { step.title = title }
    steps.append(step)
    write("")
    write("\(steps.count). \(step.title)")
    for note in step.notes { write("   \(note)") }
    guard let change = step.change else { return }
    write("   diff: \(Self.counts(of: change.diff))")
    for (offset, line) in change.lines.enumerated() {
      write("   \(Self.mark(of: offset, in: change.diff)) \(line)")
    }
  }

  /// What the diff did to the row at `offset` of the new rows: `+`, `>`, `~` or nothing.
  static func mark(of offset: Int, in diff: Diff) -> String {
    if diff.inserts.contains(offset) { return "+" }
    if diff.moves.contains(where: { $0.to == offset }) { return ">" }
    if diff.updates.contains(where: { $0.to == offset }) { return "~" }
    return " "
  }

  /// "1 insert, 0 deletes, 0 moves, 2 updates".
  static func counts(of diff: Diff) -> String {
    func count(_ number: Int, _ word: String) -> String {
      "\(number) \(word)\(number == 1 ? "" : "s")"
    }
    return [
      count(diff.inserts.count, "insert"), count(diff.deletes.count, "delete"),
      count(diff.moves.count, "move"), count(diff.updates.count, "update"),
    ].joined(separator: ", ")
  }
}
