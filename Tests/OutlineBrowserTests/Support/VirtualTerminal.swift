@testable import outline_browser

/// A terminal screen that understands the escape codes the renderer sends, so that tests can
/// check what a real terminal would show, and count what the renderer wrote.
///
/// It knows: `ESC[2J` (clear the screen), `ESC[row;colH` (move), `ESC[2K` (clear the line),
/// `ESC[…m` (colours, ignored) and `ESC[?…h/l` (modes, ignored); text lands at the cursor.
/// Anything else fails the parse, so a renderer that sends something new is noticed.
struct VirtualTerminal {
  /// Every line of the screen, as characters.
  private(set) var cells: [[Character]]
  /// How many times the screen was cleared.
  private(set) var clears = 0
  /// The lines the cursor was moved to, in order: one per line the renderer wrote.
  private(set) var addressedLines: [Int] = []
  private var row = 0
  private var column = 0

  init(size: TerminalSize) {
    cells = Array(
      repeating: Array(repeating: " ", count: size.columns), count: size.rows)
  }

  /// The screen as text lines, trailing spaces dropped.
  var lines: [String] {
    cells.map { line in
      var text = String(line)
      while text.last == " " { text.removeLast() }
      return text
    }
  }

  /// Unrecognised input.
  struct ParseError: Error, CustomStringConvertible {
    var description: String
  }

  /// Applies a frame's output.
  mutating func receive(_ output: String) throws {
    addressedLines = []
    var characters = output[...]
    while let character = characters.popFirst() {
      guard character == "\u{1B}" else {
        if character == "\n" {
          row += 1
          column = 0
        } else {
          put(character)
        }
        continue
      }
      guard characters.popFirst() == "[" else { throw ParseError(description: "ESC without [") }
      var parameters = ""
      while let next = characters.first, next.isNumber || next == ";" || next == "?" {
        parameters.append(characters.removeFirst())
      }
      guard let command = characters.popFirst() else {
        throw ParseError(description: "unfinished escape code")
      }
      try perform(command, parameters)
    }
  }

  private mutating func perform(_ command: Character, _ parameters: String) throws {
    switch (command, parameters) {
    case ("J", "2"):
      cells = cells.map { $0.map { _ in " " } }
      clears += 1
    case ("K", "2"):
      cells[row] = cells[row].map { _ in " " }
    case ("H", _):
      let numbers = parameters.split(separator: ";").compactMap { Int($0) }
      row = (numbers.first ?? 1) - 1
      column = (numbers.count > 1 ? numbers[1] : 1) - 1
      addressedLines.append(row + 1)
    case ("m", _), ("h", _), ("l", _):
      break
    default:
      throw ParseError(description: "unknown escape code [\(parameters)\(command)")
    }
  }

  private mutating func put(_ character: Character) {
    guard row < cells.count, column < cells[row].count else { return }
    cells[row][column] = character
    column += 1
  }
}
