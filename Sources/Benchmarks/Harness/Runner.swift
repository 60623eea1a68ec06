import Foundation

/// Runs the selected cases in order and writes the results in the requested format.
struct Runner {
  let options: Options
  let cases: [BenchmarkCase]

  /// Whether this build was compiled with optimisation.
  static var isOptimized: Bool {
    #if DEBUG
    return false
    #else
    return !_isDebugAssertConfiguration()
    #endif
  }

  func selected() -> [BenchmarkCase] {
    cases.filter { benchmark in
      guard options.selects(benchmark.name) else { return false }
      switch benchmark.inclusion {
      case .always: return true
      case .fullOnly: return !options.quick
      case .slowOnly: return options.includeSlow
      }
    }
  }

  func run() {
    let selected = selected()
    if options.list {
      for benchmark in cases {
        switch benchmark.inclusion {
        case .always: print(benchmark.name)
        case .fullOnly: print(benchmark.name + "  (full runs only)")
        case .slowOnly: print(benchmark.name + "  (only with --include-slow)")
        }
      }
      return
    }
    let human = options.format == .table
    let log: (String) -> Void = { line in
      if human {
        print(line)
      } else {
        FileHandle.standardError.write(Data((line + "\n").utf8))
      }
    }
    let settings = options.runSettings
    let date = ISO8601DateFormatter().string(from: Date())
    log(banner(settings: settings, date: date))
    log("Workloads (FNV-1a fingerprints over ids and versions):")
    let workloads = Workloads { info in
      log(
        "  " + info.name.padding(toLength: 20, withPad: " ", startingAt: 0)
          + info.fingerprint + "  " + info.summary)
    }
    let context = BenchmarkContext(
      settings: settings, quick: options.quick, workloads: workloads, log: log)
    for benchmark in selected {
      for key in benchmark.workloads { workloads.prepare(key) }
    }
    var results: [CaseResult] = []
    if !selected.isEmpty {
      log("")
      log(Report.tableHeader)
    }
    for benchmark in selected {
      let result = benchmark.run(context)
      log(Report.tableRow(result))
      results.append(result)
    }
    if selected.isEmpty { log("No case matches the filters; --list shows the names.") }
    switch options.format {
    case .table: break
    case .csv: print(Report.csv(results))
    case .json:
      print(
        Report.json(
          Report.Document(
            date: date, buildIsOptimized: Self.isOptimized, quick: options.quick,
            warmup: settings.warmup, runs: settings.runs, workloads: workloads.generated,
            results: results)))
    }
  }

  func banner(settings: RunSettings, date: String) -> String {
    var lines: [String] = []
    if !Self.isOptimized {
      lines += [
        String(repeating: "!", count: 78),
        "!! WARNING: this is a debug build. Its timings say nothing about the package.",
        "!! Run `swift run -c release Benchmarks` instead.",
        String(repeating: "!", count: 78),
      ]
    }
    lines.append(
      "swift-diffable-snapshots benchmarks, \(date), "
        + "\(ProcessInfo.processInfo.activeProcessorCount) cores"
        + (options.quick ? ", quick" : ""))
    lines.append(
      "Each case: \(settings.warmup) warm-up + \(settings.runs) measured rounds; a round runs the"
        + " floor, then the case.")
    lines.append(
      "× floor: median over rounds of case time / floor time; min×: fastest case / fastest floor.")
    return lines.joined(separator: "\n")
  }
}
