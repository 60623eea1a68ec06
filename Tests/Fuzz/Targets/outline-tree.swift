import FuzzSupport
import Outline

/// Runs the outline tests' random driver (`OutlineDriver` in TestSupport) on the fuzzer's
/// bytes: an `OutlineTree<Int>` (paged and unloaded children included) and the plain model
/// `PlainOutline` side by side, through inserts (described, appended, before or after a
/// sibling), deletes, moves (by index or sibling, cycles included, which must throw),
/// expansion changes and toggles, "show more", loads finished, failed, retried or stale,
/// replacements, reloads and restores. After each one it checks what the driver checks (rows,
/// the exact diff and its replay, loads, state, expansion, lookups, copies) and its thorough
/// checks: the diff by `DiffChecker` (minimal moves, an update for every changed row), every
/// way of reading the rows, every node's answers and footers against the model. At the end,
/// the state read back and restored onto a copy changes nothing.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  var input = FuzzInput(data, size)
  var configuration = OutlineConfiguration<Int>(
    batchSize: 1 + input.below(4),
    initialExpansion: [.all, .first(1), .first(2), .collapsed][input.below(4)],
    collapseResetsDescendants: input.flag())
  if input.flag() { configuration.batchSizeByLevel[1] = 1 + input.below(3) }
  let roots = input.below(6)
  let pagedRoots = input.flag()
  var driver = OutlineDriver(
    input, label: "fuzz input", configuration: configuration, roots: roots,
    pagedRoots: pagedRoots)
  driver.historyLimit = .max
  let calls = { (driver: OutlineDriver<FuzzInput>) in
    ["configuration: \(configuration), roots: \(roots), paged: \(pagedRoots)"] + driver.history
  }
  while !driver.rng.isAtEnd && !driver.failed {
    driver.step()
    if !driver.failed {
      requireNoProblems(driver.thoroughProblems(), "thorough checks", calls: calls(driver))
    }
  }
  requireNoProblems(driver.failures, "the outline against the plain model", calls: calls(driver))
  requireNoProblems(driver.stateRoundTripProblems(), "state round trip", calls: calls(driver))
  return 0
}
