/// What the command line asks for.
struct CommandLineOptions: Equatable {
  /// Grows the thread and decides which server calls fail.
  var seed: UInt64 = 1
  /// The share of server calls that fail, in percent.
  var failurePercent = 20
  /// Whether answers come at once instead of after a simulated latency.
  var isInstant = false
  /// Whether to print the usage and stop.
  var showsHelp = false

  static let usage = """
    usage: comments [--seed N] [--failures PERCENT] [--instant]

    Plays a scripted reading session on a generated comment thread and prints, after each
    step, the outline's diff and the visible rows.

      --seed N             grows another thread, with other failures (default 1)
      --failures PERCENT   the share of server calls that fail (default 20)
      --instant            no simulated latency
    """

  /// The defaults: what running with no arguments plays.
  init() {}

  /// Parses the arguments after the program's name.
  init(_ arguments: [String]) throws(UsageError) {
    var rest = arguments[...]
    while let argument = rest.popFirst() {
      switch argument {
      case "--seed":
        guard let value = rest.popFirst().flatMap({ UInt64($0) }) else {
          throw UsageError("--seed needs a number from 0 to \(UInt64.max)")
        }
        seed = value
      case "--failures":
        guard let value = rest.popFirst().flatMap({ Int($0) }), (0...100).contains(value) else {
          throw UsageError("--failures needs a percentage from 0 to 100")
        }
        failurePercent = value
      case "--instant": isInstant = true
      case "--help", "-h": showsHelp = true
      default: throw UsageError("unknown argument \(argument)")
      }
    }
  }
}

/// A command line the program does not understand.
struct UsageError: Error, Equatable, CustomStringConvertible {
  var description: String

  init(_ description: String) {
    self.description = description
  }
}
