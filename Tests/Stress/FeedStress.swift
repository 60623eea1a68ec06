// A ThreadSanitizer stress of every path of the Snapshots library that crosses threads: a
// SnapshotFeed under 32 producer threads and one consumer (once finished while they submit),
// and snapshot values (with their shared copy-on-write storage and a section snapshot's lazily
// built order) read and copied on 32 threads at once.
//
// It is not a test target: building the whole test bundle under ThreadSanitizer would cost
// more than the CI budget allows. .ci/sanitizers compiles the library's sources as module
// Snapshots and this file against it with `swiftc -sanitize=thread`, and runs it. Any failed
// check traps; any ThreadSanitizer report fails the run.

import Outline
import Snapshots

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// How many producer threads, and how many snapshots each submits.
let producerCount = 32
let submissionsPerProducer = 30
/// Rounds of values shared by all the threads.
let sharingRounds = 20
/// Rounds of outline trees changed in copies by all the threads.
let outlineRounds = 2

// MARK: - Threads

/// A closure a new thread runs, boxed to cross `pthread_create`.
final class ThreadBody {
  let run: () -> Void
  init(_ run: @escaping () -> Void) { self.run = run }
}

/// Runs `body(index)` on `count` operating-system threads at once, and returns when all are
/// done. Real threads, not tasks, so that the producers truly interleave; `pthread_join` gives
/// ThreadSanitizer the order between their writes and the caller's reads.
func onThreads(_ count: Int, _ body: @escaping (Int) -> Void) {
  #if canImport(Darwin)
  var threads: [pthread_t?] = []
  #else
  var threads: [pthread_t] = []
  #endif
  for index in 0..<count {
    let box = Unmanaged.passRetained(ThreadBody { body(index) }).toOpaque()
    #if canImport(Darwin)
    var thread: pthread_t?
    #else
    var thread = pthread_t()
    #endif
    let status = pthread_create(
      &thread, nil,
      { raw in
        Unmanaged<ThreadBody>.fromOpaque(raw!).takeRetainedValue().run()
        return nil
      }, box)
    precondition(status == 0, "pthread_create failed (\(status))")
    threads.append(thread)
  }
  for thread in threads {
    #if canImport(Darwin)
    pthread_join(thread!, nil)
    #else
    pthread_join(thread, nil)
    #endif
  }
}

/// What one producer submitted, written only by its own thread and read after the join.
final class ProducerLog: @unchecked Sendable {
  // Sendable by construction: one thread writes it between pthread_create and pthread_join.
  var submissions: [(sequence: Int?, index: Int)] = []
}

// MARK: - Snapshots

/// The snapshot producer `producer` submits `index`-th: varied content, and a "tag" section
/// whose one item names the submission.
func submittedSnapshot(producer: Int, index: Int) -> Snapshot<String, Int> {
  var snapshot = Snapshot<String, Int>()
  let seed = producer &* 7919 &+ index &* 104_729
  let sections = ["A", "B", "C", "D"]
  for (offset, section) in sections.enumerated() where (seed >> offset) & 3 != 0 {
    snapshot.appendSections([section])
    let count = (seed >> (offset * 2)) % 24
    let start = (seed % 13) * 10 + offset * 1000
    let items = (0..<count).map { start + ($0 * 7 + seed) % 97 }
    snapshot.appendItems(Array(Set(items)).sorted { ($0 * 31) % 101 < ($1 * 31) % 101 })
  }
  snapshot.appendSections(["tag"])
  snapshot.appendItems([tag(producer: producer, index: index)], toSection: "tag")
  return snapshot
}

func tag(producer: Int, index: Int) -> Int { 1_000_000 + producer * 10_000 + index }

// MARK: - Feed with a data source

/// The consumer: a data source on its own actor, recording what its renderer receives.
actor Consumer {
  /// The renderer's record, owned by the actor like the data source.
  final class Record {
    var updates: [DataSourceUpdate<String, Int>] = []
  }

  private let dataSource = DiffableDataSource<String, Int>()
  private let record = Record()

  func consume(_ feed: SnapshotFeed<String, Int>) async {
    let record = record
    dataSource.onUpdate = { record.updates.append($0) }
    await dataSource.applySnapshots(from: feed)
  }

  var updates: [DataSourceUpdate<String, Int>] { record.updates }

  var state: Snapshot<String, Int> { dataSource.snapshot() }
}

/// Submits from 32 threads while the consumer runs, and returns every producer's log; after
/// each submission, `afterEach` gets the producer, the submission's index and its sequence.
func submitFromThreads(
  to feed: SnapshotFeed<String, Int>,
  afterEach: @escaping (_ producer: Int, _ index: Int, _ sequence: Int?) -> Void
) -> [ProducerLog] {
  let logs = (0..<producerCount).map { _ in ProducerLog() }
  onThreads(producerCount) { producer in
    let log = logs[producer]
    for index in 0..<submissionsPerProducer {
      let sequence = feed.submit(submittedSnapshot(producer: producer, index: index))
      log.submissions.append((sequence, index))
      afterEach(producer, index, sequence)
    }
  }
  return logs
}

/// Submits from 32 threads while the consumer runs, then finishes the feed.
func produce(into feed: SnapshotFeed<String, Int>) -> [ProducerLog] {
  // Readers of the mailbox race the writers too.
  let logs = submitFromThreads(to: feed) { _, _, sequence in
    if let sequence { _ = feed.hasSubmission(newerThan: sequence) }
  }
  feed.finish()
  return logs
}

/// The submission behind each sequence number, checking the numbering on the way.
func submissionsBySequence(_ logs: [ProducerLog]) -> [Int: (producer: Int, index: Int)] {
  var bySequence: [Int: (producer: Int, index: Int)] = [:]
  for (producer, log) in logs.enumerated() {
    precondition(log.submissions.count == submissionsPerProducer, "producer \(producer) lost some")
    let sequences = log.submissions.compactMap(\.sequence)
    precondition(sequences.count == submissionsPerProducer, "producer \(producer) was refused")
    for (previous, next) in zip(sequences, sequences.dropFirst()) {
      precondition(previous < next, "producer \(producer): sequence \(next) after \(previous)")
    }
    for (sequence, submission) in zip(sequences, log.submissions) {
      precondition(bySequence[sequence] == nil, "sequence \(sequence) twice")
      bySequence[sequence] = (producer, submission.index)
    }
  }
  let total = producerCount * submissionsPerProducer
  precondition(Set(bySequence.keys) == Set(0..<total), "sequence numbers are not 0..<\(total)")
  return bySequence
}

func feedIntoDataSource() async -> Int {
  let feed = SnapshotFeed<String, Int>()
  let consumer = Consumer()
  let consuming = Task { await consumer.consume(feed) }
  let logs = produce(into: feed)
  await consuming.value
  let bySequence = submissionsBySequence(logs)
  var sequenceByTag: [Int: Int] = [:]
  for (sequence, submission) in bySequence {
    sequenceByTag[tag(producer: submission.producer, index: submission.index)] = sequence
  }

  let updates = await consumer.updates
  precondition(!updates.isEmpty, "the consumer applied nothing")
  let applied = updates.map { sequenceByTag[$0.snapshot.itemIdentifiers(inSection: "tag")[0]]! }
  for (previous, next) in zip(applied, applied.dropFirst()) {
    precondition(previous < next, "submission \(next) applied after the newer \(previous)")
  }
  let last = producerCount * submissionsPerProducer - 1
  precondition(applied.last == last, "the last submission, \(last), was not applied")
  let (producer, index) = bySequence[last]!
  let state = await consumer.state
  precondition(
    state == submittedSnapshot(producer: producer, index: index),
    "the final state is not the last submission")
  for (offset, update) in updates.enumerated() {
    let submission = bySequence[applied[offset]]!
    precondition(
      update.snapshot == submittedSnapshot(producer: submission.producer, index: submission.index),
      "update \(offset) shows another snapshot than submission \(applied[offset])")
    if offset > 0 {
      precondition(update.previousSnapshot == updates[offset - 1].snapshot, "update \(offset)")
    }
    let expected =
      offset == 0 ? Changeset() : Changeset(from: update.previousSnapshot, to: update.snapshot)
    precondition(update.changeset == expected, "update \(offset) carries another changeset")
  }
  return updates.count
}

// MARK: - Feed with a bare consumer

/// A consumer that calls `next()` itself, concurrently with the producers.
func feedIntoLoop() async -> Int {
  let feed = SnapshotFeed<String, Int>()
  let consuming = Task { () -> [Int] in
    var taken: [Int] = []
    while let submission = await feed.next() { taken.append(submission.sequence) }
    return taken
  }
  let logs = produce(into: feed)
  let taken = await consuming.value
  let bySequence = submissionsBySequence(logs)
  for (previous, next) in zip(taken, taken.dropFirst()) {
    precondition(previous < next, "took \(next) after the newer \(previous)")
  }
  precondition(taken.last == bySequence.count - 1, "the last submission was not taken")
  return taken.count
}

// MARK: - Feed finished while producers submit

/// One producer finishes the feed halfway through its submissions while the others go on:
/// submissions after the finish are refused (`nil`), the accepted ones are numbered without gaps,
/// and the consumer still takes the newest accepted one.
func feedFinishedEarly() async -> (accepted: Int, taken: Int) {
  let feed = SnapshotFeed<String, Int>()
  let consuming = Task { () -> [Int] in
    var taken: [Int] = []
    while let submission = await feed.next() { taken.append(submission.sequence) }
    return taken
  }
  let logs = submitFromThreads(to: feed) { producer, index, _ in
    if producer == 0 && index == submissionsPerProducer / 2 { feed.finish() }
  }
  let taken = await consuming.value

  var accepted: [Int] = []
  for (producer, log) in logs.enumerated() {
    let sequences = log.submissions.map(\.sequence)
    if let refused = sequences.firstIndex(of: nil) {
      precondition(
        sequences[refused...].allSatisfy { $0 == nil },
        "producer \(producer): a submission was accepted after one was refused")
    }
    accepted += sequences.compactMap { $0 }
  }
  let refusedByFinisher = logs[0].submissions.dropFirst(submissionsPerProducer / 2 + 1)
  precondition(refusedByFinisher.allSatisfy { $0.sequence == nil }, "accepted after finish()")
  precondition(accepted.sorted() == Array(0..<accepted.count), "accepted sequences have gaps")
  for (previous, next) in zip(taken, taken.dropFirst()) {
    precondition(previous < next, "took \(next) after the newer \(previous)")
  }
  precondition(taken.allSatisfy { $0 >= 0 }, "took a refused submission")
  precondition(taken.last == accepted.count - 1, "the newest accepted submission was not taken")
  return (accepted.count, taken.count)
}

// MARK: - Shared values

/// Section snapshots and snapshots copied to 32 threads right after a structural change, so
/// that they race to build the shared order cache and to copy shared storage on write.
func sharedValues(rounds: Int) {
  for round in 0..<rounds {
    var tree = SectionSnapshot<Int>()
    let roots = Array(0..<(20 + round))
    tree.append(roots)
    for root in roots where root % 3 == 0 {
      tree.append([1000 + root, 2000 + root], to: root)
    }
    tree.expand(roots.filter { $0 % 2 == 0 })
    let expected = tree.items
    tree.append([9999])  // a structural change: the order cache is dropped
    let sharedTree = tree

    var snapshot = Snapshot<String, Int>()
    snapshot.appendSections(["S"])
    snapshot.appendItems(expected)
    let sharedSnapshot = snapshot

    onThreads(producerCount) { thread in
      let items = sharedTree.items
      precondition(items == expected + [9999], "round \(round): items differ on a thread")
      let probe = expected[thread % expected.count]
      precondition(sharedTree.index(of: probe) == thread % expected.count, "index(of:) differs")
      precondition(sharedTree.visibleItems.count <= items.count, "visible items")
      var copy = sharedTree
      copy.append([50_000 + thread])
      precondition(copy.items.last == 50_000 + thread && sharedTree.count == items.count, "copy")

      var mutated = sharedSnapshot
      mutated.deleteItems([probe])
      mutated.appendItems([60_000 + thread])
      let changes = Changeset(from: sharedSnapshot, to: mutated)
      precondition(changes.itemInserts.count == 1, "round \(round): a changeset differs")
      precondition(sharedSnapshot.numberOfItems == expected.count, "the shared snapshot changed")
    }
  }
}

/// Outline trees copied to 32 threads, each changing its copy and a copy of that: the copies
/// share the storage's pages, and each change copies the pages it writes, so that the threads
/// race on the pages' and the row index family's reference counts.
func sharedOutlines(rounds: Int) {
  for round in 0..<rounds {
    let roots = 8 + round
    var tree = OutlineTree(roots: Array(0..<roots)) { id in
      id < roots ? .loaded((0..<250).map { roots + id * 250 + $0 }) : .leaf
    }
    tree.expand(Array(stride(from: 0, to: roots, by: 2)))
    let shared = tree
    let expected = shared.rowIdentifiers
    onThreads(producerCount) { thread in
      let root = thread % roots
      let child = roots + root * 250 + 1
      var copy = shared
      copy.insert([1_000_000 + thread], under: root, at: 0)
      if root % 2 == 0 { copy.collapse(root) } else { copy.expand(root) }
      var second = copy
      second.delete(child)
      precondition(copy.contains(child) && !second.contains(child), "a copy's change leaked")
      precondition(shared.rowIdentifiers == expected, "round \(round): the shared tree changed")
    }
  }
}

@main
enum FeedStress {
  static func main() async {
    let applied = await feedIntoDataSource()
    let taken = await feedIntoLoop()
    let early = await feedFinishedEarly()
    sharedValues(rounds: sharingRounds)
    sharedOutlines(rounds: outlineRounds)
    let total = producerCount * submissionsPerProducer
    print(
      "stress: \(producerCount) producer threads × \(submissionsPerProducer) submissions, three "
        + "times: \(applied) of \(total) applied by a data source, \(taken) of \(total) taken by "
        + "a loop, \(early.taken) of \(early.accepted) accepted taken with a finish halfway; "
        + "\(sharingRounds) rounds of values shared by \(producerCount) threads; "
        + "\(outlineRounds) rounds of outline trees changed in copies on as many; all checks passed"
    )
  }
}
