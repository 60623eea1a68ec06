/// A key the browser understands, whether typed or read from a key script.
enum Key: Hashable, Sendable, CaseIterable {
  /// Moves the cursor one row up.
  case up
  /// Moves the cursor one row down.
  case down
  /// Collapses the folder under the cursor, or goes to its parent folder.
  case left
  /// Expands the folder under the cursor.
  case right
  /// Enter or Space: opens or closes a folder; on a footer, shows more or retries.
  case activate
  /// Shows the next batch of the open folder under the cursor, or of the folder it is in.
  case more
  /// Moves the entry under the cursor one place up within its folder (in memory only).
  case moveUp
  /// Moves the entry under the cursor one place down within its folder (in memory only).
  case moveDown
  /// Ends the program.
  case quit

  /// The name a key script uses for the key; `--steps` prints it too.
  var scriptName: String {
    switch self {
    case .up: return "up"
    case .down: return "down"
    case .left: return "left"
    case .right: return "right"
    case .activate: return "enter"
    case .more: return "more"
    case .moveUp: return "moveup"
    case .moveDown: return "movedown"
    case .quit: return "quit"
    }
  }

  /// The key a script word names: the names above, their usual keys (`q`, `K`, `[` …) and a
  /// few synonyms.
  init?(scriptWord word: String) {
    switch word {
    case "up", "k": self = .up
    case "down", "j": self = .down
    case "left", "h": self = .left
    case "right", "l": self = .right
    case "enter", "return", "space", "toggle": self = .activate
    case "more", "m": self = .more
    case "moveup", "K", "[": self = .moveUp
    case "movedown", "J", "]": self = .moveDown
    case "quit", "q": self = .quit
    default: return nil
    }
  }
}

/// A key script could not be read: the word that is not a key, and where it was.
struct KeyScriptError: Error, Equatable, CustomStringConvertible {
  /// The offending word.
  var word: String
  /// Its position among the script's words, from 1.
  var position: Int

  var description: String {
    "key script: word \(position), \"\(word)\", is not a key (try up, down, left, right, "
      + "enter, more, moveup, movedown, quit; a word may repeat as down*3)"
  }
}

/// Reads a key script: key names separated by commas, spaces or new lines, `#` starting a
/// comment to the end of its line, and `name*N` repeating a key N times.
///
/// ```
/// down*2, enter     # open the second entry
/// more, quit
/// ```
func parseKeyScript(_ script: String) throws(KeyScriptError) -> [Key] {
  var keys: [Key] = []
  var position = 0
  for line in script.split(separator: "\n", omittingEmptySubsequences: false) {
    let code = line.prefix { $0 != "#" }
    let words = code.split { $0 == "," || $0 == " " || $0 == "\t" || $0 == "\r" }
    for word in words {
      position += 1
      let parts = word.split(separator: "*", maxSplits: 1).map(String.init)
      let count = parts.count == 2 ? Int(parts[1]) : 1
      guard let key = Key(scriptWord: parts[0]), let count, count >= 0 else {
        throw KeyScriptError(word: String(word), position: position)
      }
      keys += repeatElement(key, count: count)
    }
  }
  return keys
}
