/// One named measurement. Case families (one file each under `Cases/`) return arrays of these.
struct BenchmarkCase {
  /// Which runs include the case.
  enum Inclusion {
    /// Every run, `--quick` included.
    case always
    /// Full runs only.
    case fullOnly
    /// Only with `--include-slow`.
    case slowOnly
  }

  var name: String
  var inclusion = Inclusion.always
  /// The workloads the case reads, generated (and announced) before the first case runs.
  var workloads: [Workloads.Key]
  var run: (BenchmarkContext) -> CaseResult

  init(
    _ name: String, inclusion: Inclusion = .always, workloads: [Workloads.Key],
    run: @escaping (BenchmarkContext) -> CaseResult
  ) {
    self.name = name
    self.inclusion = inclusion
    self.workloads = workloads
    self.run = run
  }
}

/// What a case needs while it runs: the run settings and the shared, lazily built workloads.
final class BenchmarkContext {
  let settings: RunSettings
  let quick: Bool
  let workloads: Workloads
  /// Progress and notes for the person watching (stdout for the table, stderr otherwise).
  let log: (String) -> Void

  init(settings: RunSettings, quick: Bool, workloads: Workloads, log: @escaping (String) -> Void) {
    self.settings = settings
    self.quick = quick
    self.workloads = workloads
    self.log = log
  }
}

/// Stops the run: a case produced a wrong result, so its timing means nothing.
func fail(_ message: String) -> Never {
  fatalError("Benchmarks: \(message)")
}

/// Stops the run if a checker of TestSupport found problems with a case's result.
func requireNoProblems(_ problems: [String], case name: String) {
  guard problems.isEmpty else {
    fail("\(name): \(problems.prefix(3).joined(separator: "; "))")
  }
}
