/// How the program was asked to run, read from its arguments.
struct Options: Equatable {
  /// Where a key script comes from.
  enum KeySource: Equatable {
    /// Written in the arguments: `--keys "down,enter,quit"`.
    case inline(String)
    /// A file, or standard input for `-`: `--script keys.txt`.
    case file(String)
  }

  /// How a non-interactive run writes the screen.
  enum Style: Equatable {
    /// Escape codes, as a terminal would receive them.
    case ansi
    /// The final screen (or every step's) as plain text lines.
    case plain
  }

  /// The folder to browse.
  var path = "."
  /// The keys to play instead of reading the keyboard.
  var keys: KeySource?
  /// The output style; `nil` chooses: escape codes for a terminal, plain text otherwise.
  var style: Style?
  /// Whether a plain run prints the screen after every key, not only the last.
  var showsSteps = false
  /// The screen size of a non-interactive run; an interactive one asks the terminal.
  var size: TerminalSize?
  /// How many entries a folder shows at first, and how many more each "more" reveals.
  var pageSize = 20
  /// Whether entries whose names start with a dot show.
  var showsHidden = false
  /// Whether to print the usage and stop.
  var showsHelp = false

  static let usage = """
    usage: outline-browser [PATH] [--keys LIST | --script FILE] [--plain | --ansi] [--steps]
                           [--size COLUMNSxROWS] [--page N] [--all]

    Browses PATH (the current folder by default) as an outline: folders are read when they
    first open, and large ones show 20 entries at a time behind a "more" row.

    keys      up/down (or k/j) move, enter or space open/close a folder or act on a footer,
              right (l) opens a folder, left (h) closes an open folder or else goes to the
              folder above, m shows more, [ and ] (K and J) move an entry within its folder,
              q quits.
    --keys    play a key script instead of reading the keyboard: "down*2, enter, more, quit"
    --script  read the key script from a file (- for standard input)
    --plain   print the final screen as plain text (also --no-ansi); --ansi forces escape codes
    --steps   with --plain, print the screen after every key
    --size    the screen of a scripted run, 80x24 by default
    --page    entries per page, 20 by default
    --all     show entries whose names start with a dot

    Without a key script, and unless standard input and output are a terminal, it prints the
    first screen and exits.
    """

  /// The defaults: the current folder, on the keyboard.
  init() {}

  /// Reads the arguments (without the program name).
  init(arguments: [String]) throws(UsageError) {
    var remaining = arguments[...]
    var sawPath = false
    func value(for flag: String) throws(UsageError) -> String {
      guard let value = remaining.popFirst() else { throw UsageError("\(flag) needs a value") }
      return value
    }
    while let argument = remaining.popFirst() {
      switch argument {
      case "--keys": keys = .inline(try value(for: argument))
      case "--script": keys = .file(try value(for: argument))
      case "--plain", "--no-ansi": style = .plain
      case "--ansi": style = .ansi
      case "--steps": showsSteps = true
      case "--all", "-a": showsHidden = true
      case "--help", "-h": showsHelp = true
      case "--size":
        let text = try value(for: argument)
        let parts = text.split(separator: "x").compactMap { Int($0) }
        let minimum = TerminalSize.minimum
        guard parts.count == 2, TerminalSize(columns: parts[0], rows: parts[1]).fitsBrowser else {
          throw UsageError(
            "--size wants COLUMNSxROWS, at least \(minimum.columns)x\(minimum.rows), not \(text)")
        }
        size = TerminalSize(columns: parts[0], rows: parts[1])
      case "--page":
        let text = try value(for: argument)
        guard let count = Int(text), count >= 1 else {
          throw UsageError("--page wants a positive number, not \(text)")
        }
        pageSize = count
      default:
        guard !argument.hasPrefix("-") || argument == "-" else {
          throw UsageError("unknown option \(argument)")
        }
        guard !sawPath else { throw UsageError("one folder only, not also \(argument)") }
        path = argument
        sawPath = true
      }
    }
  }
}

/// The arguments could not be understood; the message says why.
struct UsageError: Error, Equatable, CustomStringConvertible {
  /// What is wrong.
  var description: String

  init(_ description: String) { self.description = description }
}
