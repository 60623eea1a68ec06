import Snapshots
import TestSupport
import Testing

/// Complexity fences for `Diff`, by counting hash and `==` calls on `CountingHashable`
/// identities (never by reading a clock).
@Suite("Diff: counted work")
struct DiffCountingTests {
  /// The L(*n*) workload of the Benchmark workloads article has the documented shape.
  @Test func listWorkloadShape() {
    let workload = ListWorkload(n: 2000)
    #expect(workload.old.count == 2000)
    #expect(workload.new.count == 2000)
    #expect(workload.deleted.count == 200 && workload.moved.count == 100)
    #expect(workload.updated.count == 100 && workload.inserted == 2000..<2200)
    #expect(Set(workload.new.map(\.id)).count == 2000)
    #expect(workload.new.filter { $0.version == 1 }.count == 100)
  }

  /// On L(*n*) the diff has the workload's deletes, inserts and updates, and minimal moves.
  @Test func listWorkloadDiff() {
    let workload = ListWorkload(n: 2000)
    let diff = Diff(from: workload.old, to: workload.new, id: \.id)
    #expect(diff.deletes.count == 200)
    #expect(diff.inserts.count == 200)
    #expect(diff.updates.count == 100)
    let problems = DiffChecker.problems(
      in: diff, from: workload.old, to: workload.new, id: \.id, contentEquals: ==)
    #expect(problems.isEmpty, "\(problems.prefix(3))")
  }

  /// Identity by key: each identity is hashed exactly once (*n* + *m* `hash(into:)` calls), and
  /// fewer than 8·*n* `==` calls are made, content comparison of matched pairs included.
  @Test(arguments: [1000, 10_000])
  func keyedDiffHashesEachIdentityOnce(count: Int) {
    let workload = ListWorkload(n: count)
    let counter = HashCounter()
    let (old, new) = workload.counting(with: counter)
    let (diff, hashes, equalities) = counter.counting { Diff(from: old, to: new, id: \.id) }
    #expect(hashes == old.count + new.count)
    #expect(equalities < 8 * count, "\(equalities) == calls for n = \(count)")
    #expect(diff.deletes.count == count / 10 && diff.updates.count == count / 20)
  }

  /// The same through a caller's content comparison (which compares no identities).
  @Test func contentComparisonDiffHashesEachIdentityOnce() {
    let workload = ListWorkload(n: 10_000)
    let counter = HashCounter()
    let (old, new) = workload.counting(with: counter)
    let (diff, hashes, equalities) = counter.counting {
      Diff(from: old, to: new, id: \.id, contentEquals: { $0.version == $1.version })
    }
    #expect(hashes == old.count + new.count)
    #expect(equalities < 8 * 10_000, "\(equalities) == calls")
    #expect(diff.updates.count == 500)
  }

  /// Elements as their own identity: the same bounds.
  @Test func identityDiffHashesEachElementOnce() {
    let workload = ListWorkload(n: 10_000)
    let counter = HashCounter()
    let old = workload.old.map { CountingHashable($0.id, counter: counter) }
    let new = workload.new.map { CountingHashable($0.id, counter: counter) }
    let (diff, hashes, equalities) = counter.counting { Diff(from: old, to: new) }
    #expect(hashes == old.count + new.count)
    #expect(equalities < 8 * 10_000, "\(equalities) == calls")
    #expect(diff.inserts.count == 1000)
  }

  /// Many copies of few identities must not make matching quadratic.
  @Test func heavyRepeatsStayLinear() {
    let counter = HashCounter()
    var random = SeededGenerator(seed: 11)
    let old = (0..<10_000).map { _ in CountingHashable(random.below(3), counter: counter) }
    let new = (0..<10_000).map { _ in CountingHashable(random.below(3), counter: counter) }
    let (_, hashes, equalities) = counter.counting { Diff(from: old, to: new) }
    #expect(hashes == 20_000)
    #expect(equalities < 8 * 10_000, "\(equalities) == calls")
  }

  /// A full reversal (the worst case for the subsequence step) hashes no more.
  @Test func reversalHashesEachElementOnce() {
    let counter = HashCounter()
    let old = (0..<10_000).map { CountingHashable($0, counter: counter) }
    let (diff, hashes, equalities) = counter.counting { Diff(from: old, to: old.reversed()) }
    #expect(hashes == 20_000)
    #expect(equalities < 8 * 10_000)
    #expect(diff.moves.count == 9_999)
  }
}
