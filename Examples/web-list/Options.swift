/// What a run does, read from its command-line arguments.
struct Options: Equatable {
  /// The directory to write the page into (`--out DIR`).
  var outputDirectory: String?
  /// Whether to print the usage and stop (`--help`).
  var help = false

  static let usage = """
    usage: swift run web-list --out DIR

    Plays a scripted session on a mail-like list (new mail, messages filed into folders, a
    folder deleted, threads expanded and collapsed, "show more") and writes a page that
    replays it in a browser with a small keyed DOM renderer:

      DIR/index.html    the page: open it, then press "Next step" or "Play"
      DIR/renderer.js   the renderer: applies each edit-script step to the DOM by identity
      DIR/selfcheck.js  index.html?selfcheck=1 compares the DOM with the expected rows
      DIR/style.css     the look
      DIR/stream.js     the stream of updates, assigned to a global (file:// pages cannot
                        fetch JSON)
      DIR/stream.json   the same stream as plain JSON, as it would go over the wire

      --out DIR   where to write the page (created if missing)
      --help      print this help

    Exit codes: 0 success, 2 bad arguments, 3 the page could not be written.
    """

  /// Reads the arguments (without the program name).
  init(arguments: [String]) throws(UsageError) {
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      switch argument {
      case "--out":
        if outputDirectory != nil { throw UsageError(message: "--out is given twice") }
        guard let value = remaining.popFirst(), !value.isEmpty else {
          throw UsageError(message: "--out needs a directory")
        }
        outputDirectory = value
      case "--help", "-h":
        help = true
      default:
        throw UsageError(message: "unknown argument \"\(argument)\"; see --help")
      }
    }
    if !help && outputDirectory == nil { throw UsageError(message: "--out DIR is required") }
  }
}

/// A command line that cannot be run, and why.
struct UsageError: Error, Equatable {
  /// What is wrong, for the user.
  var message: String
}
