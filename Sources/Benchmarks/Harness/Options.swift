/// The command line of `swift run -c release Benchmarks`.
struct Options {
  enum Format {
    case table, csv, json
  }

  /// Run only the cases whose name contains one of these (case-insensitive).
  var filters: [String] = []
  /// A run that finishes in under a minute: fewer runs, no single-shot slow comparisons.
  var quick = false
  var format = Format.table
  /// Measured runs per case; at least 7.
  var runs: Int?
  /// Include the standard library's diff on L(100 000) (one run of about 15 s).
  var includeSlow = false
  /// List the case names and exit.
  var list = false
  /// Internal: measure the memory of an n-item snapshot in this (child) process and print it.
  var memoryChild: Int?

  static let usage = """
    USAGE: swift run -c release Benchmarks [options]

    Measures every hot path of the package as a ratio to the floor (hash every old identity,
    look up every new one), measured in alternation with the case in the same process.

    OPTIONS:
      --filter <text>   Run only cases whose name contains <text> (case-insensitive;
                        repeatable; a case runs if any filter matches).
      --quick           Finish in under a minute: 7 runs per case, skip slow comparisons.
      --runs <n>        Measured runs per case (at least 7; default 7 quick, 15 full).
      --include-slow    Also run the standard library's diff on L(100000) once (over 10 s).
      --csv             Write the results as CSV on standard output (progress on stderr).
      --json            Write the results as JSON on standard output (progress on stderr).
      --list            List the case names (and which runs include them) and exit.
      -h, --help        Show this help.
    """

  init(arguments: [String]) throws(OptionsError) {
    var iterator = arguments.makeIterator()
    func value(for option: String) throws(OptionsError) -> String {
      guard let value = iterator.next() else { throw OptionsError("\(option) needs a value") }
      return value
    }
    while let argument = iterator.next() {
      switch argument {
      case "--filter": filters.append(try value(for: argument).lowercased())
      case "--quick": quick = true
      case "--csv": format = .csv
      case "--json": format = .json
      case "--include-slow": includeSlow = true
      case "--list": list = true
      case "--runs":
        let text = try value(for: argument)
        guard let count = Int(text), count >= 7 else {
          throw OptionsError("--runs needs a whole number of at least 7, not '\(text)'")
        }
        runs = count
      case "--memory-child":
        let text = try value(for: argument)
        guard let count = Int(text), count > 0 else {
          throw OptionsError("--memory-child needs a positive count, not '\(text)'")
        }
        memoryChild = count
      case "-h", "--help": throw OptionsError(nil)
      default: throw OptionsError("unknown argument '\(argument)'")
      }
    }
  }

  var runSettings: RunSettings {
    RunSettings(warmup: quick ? 1 : 2, runs: runs ?? (quick ? 7 : 15))
  }

  /// Whether a case of this name passes the filters.
  func selects(_ name: String) -> Bool {
    filters.isEmpty || filters.contains { name.lowercased().contains($0) }
  }
}

/// A command line that cannot be run; `message` is `nil` when help was asked for.
struct OptionsError: Error {
  var message: String?

  init(_ message: String?) {
    self.message = message
  }
}
