/// What a run does, read from its command-line arguments.
struct Options: Equatable {
  /// Where the drags come from.
  enum Script: Equatable {
    /// ``Drag/defaultScript``.
    case builtIn
    /// A file of drags (`--script PATH`).
    case file(String)
    /// Drags given inline (`--moves "0.1>1.0,0.0>0.2"`).
    case inline(String)
  }

  /// The store file to use (`--store PATH`); `nil` for a new one in a scratch directory.
  var storePath: String?
  /// The drags to perform.
  var script = Script.builtIn
  /// Whether to print the usage and stop (`--help`).
  var help = false

  static let usage = """
    usage: swift run reorder-sync [--store PATH] [--script PATH | --moves LIST]

    Drags tasks of a to-do app through DiffableDataSource; didReorder writes every new order
    back to a JSON store, which is saved, read back and compared with the data source.

      --store PATH   the JSON store to use; created with the sample lists if it does not exist
                     (default: a new file in a temporary directory, removed at exit)
      --script PATH  a file of drags, one per line, such as 0.1>1.0 (# starts a comment)
      --moves LIST   drags separated by commas, such as "0.1>1.0,0.0>0.2"
      --help         print this help

    A drag SECTION.ITEM>SECTION.ITEM takes the task at the first index path and drops it so
    that it ends up at the second, as UIKit's moveItem(at:to:) does. Without --script or
    --moves, a built-in script of seven drags runs.

    Exit codes: 0 success, 1 store and snapshot disagree, 2 bad arguments or drags,
    3 a store file that cannot be used.
    """

  /// Reads the arguments (without the program name).
  init(arguments: [String]) throws(ReorderSyncError) {
    var remaining = arguments[...]
    func value(for option: String) throws(ReorderSyncError) -> String {
      guard let value = remaining.popFirst() else { throw .usage("\(option) needs a value") }
      return value
    }
    while let argument = remaining.popFirst() {
      switch argument {
      case "--store":
        if storePath != nil { throw .usage("--store is given twice") }
        storePath = try value(for: argument)
      case "--script", "--moves":
        if script != .builtIn { throw .usage("give one drag script: --script or --moves, once") }
        let text = try value(for: argument)
        script = argument == "--script" ? .file(text) : .inline(text)
      case "--help", "-h":
        help = true
      default:
        throw .usage("unknown argument \"\(argument)\"; see --help")
      }
    }
  }
}
