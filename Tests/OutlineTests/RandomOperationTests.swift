import Outline
import TestSupport
import Testing

/// The real outline against the plain nested reference on long random operation sequences.
/// Every step checks rows, the exact diff, its replay, loads, expansion, root expansion, state,
/// child counts and lookups, and now and then copies; every 40th step also checks the diff by
/// `DiffChecker` and every row and node (``OutlineDriver/thoroughProblems()``); the engine
/// checks its own invariants after every mutation (debug builds). The `outline-tree` fuzz
/// target runs the same driver on the fuzzer's bytes.
///
/// 24 seeds × 4 000 steps on trees of a few dozen nodes, and 4 seeds × 600 steps on trees of
/// a few hundred: 98 400 steps (the first 3 of the 24 seeds unless `SNAPSHOTS_LONG_RUNS=1`).
/// Two seeds in three page the roots, some starting with none loaded; a tenth of the steps are
/// moves aimed at a window's edge.
@Suite struct RandomOperationTests {
  static let seeds: [UInt64] = (1...RunLength.count(24, default: 3)).map {
    0x5EED_0000 + UInt64($0)
  }

  static func configuration(for seed: UInt64) -> OutlineConfiguration<Int> {
    var configuration = OutlineConfiguration<Int>()
    switch seed % 4 {
    case 1: configuration = OutlineConfiguration(batchSize: 2, initialExpansion: .first(2))
    case 2: configuration.collapseResetsDescendants = true
    case 3:
      configuration.initialExpansionByLevel[1] = .first(1)
      configuration.batchSizeByLevel[0] = 3
    default: break
    }
    return configuration
  }

  @Test(arguments: seeds)
  func smallTrees(seed: UInt64) {
    var driver = OutlineDriver(
      SeededGenerator(seed: seed), label: "seed \(seed)",
      configuration: Self.configuration(for: seed), roots: Int(seed % 5),
      pagedRoots: seed % 3 != 1)
    run(&driver, steps: 4_000, thoroughEvery: 40)
    #expect(driver.steps == 4_000, "seed \(seed)")
    // The sequences exercise load races: results handed back in time, and after going stale.
    #expect(driver.liveFinishes > 0 && driver.staleFinishes > 0, "seed \(seed)")
    // And moves under windows, not only under parents that show everything.
    #expect(driver.windowMoves >= 100, "seed \(seed): \(driver.windowMoves) window moves")
  }

  @Test(arguments: [UInt64(0xB16_0001), 0xB16_0002, 0xB16_0003, 0xB16_0004])
  func largerTrees(seed: UInt64) {
    var driver = OutlineDriver(
      SeededGenerator(seed: seed), label: "seed \(seed)",
      configuration: Self.configuration(for: seed), roots: 12, pagedRoots: seed % 2 == 0)
    driver.targetSize = 300
    run(&driver, steps: 600, thoroughEvery: 100)
  }

  /// Runs steps until `steps` or the first failure, with the thorough checks every
  /// `thoroughEvery` steps and the state round trip at the end; records every failure.
  func run(_ driver: inout OutlineDriver<SeededGenerator>, steps: Int, thoroughEvery: Int) {
    while driver.steps < steps && !driver.failed {
      driver.step()
      if driver.steps % thoroughEvery == 0 && !driver.failed {
        for problem in driver.thoroughProblems() { Issue.record(Comment(rawValue: problem)) }
      }
    }
    for failure in driver.failures + driver.stateRoundTripProblems() {
      Issue.record(Comment(rawValue: failure))
    }
  }
}
