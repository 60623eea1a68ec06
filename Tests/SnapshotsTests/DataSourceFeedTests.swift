import Foundation
import Snapshots
import TestSupport
import Testing

/// The data source's own actor in these tests: it owns the data source and its renderer, and
/// consumes a feed there.
actor FeedConsumer {
  private let dataSource = DiffableDataSource<String, Int>()
  private let recorder = DataSourceRecorder<String, Int>()

  func consume(_ feed: SnapshotFeed<String, Int>) async {
    recorder.attach(to: dataSource)
    await dataSource.applySnapshots(from: feed)
  }

  func apply(_ tree: SectionSnapshot<Int>, to section: String) {
    dataSource.apply(tree, to: section)
  }

  func tree(for section: String) -> SectionSnapshot<Int> { dataSource.snapshot(for: section) }

  var updates: [DataSourceUpdate<String, Int>] { recorder.updates }
  var state: Snapshot<String, Int> { dataSource.snapshot() }
}

/// What the producers submitted, by sequence number, and by tag item.
final class Submissions: @unchecked Sendable {
  // Sendable by construction: both tables are read and written only under `lock`.
  private let lock = Lock()
  private var sequences: [Int: Snapshot<String, Int>] = [:]
  private var tags: [Int: Int] = [:]

  func record(_ snapshot: Snapshot<String, Int>, tag: Int, sequence: Int) {
    lock.withLock {
      sequences[sequence] = snapshot
      tags[tag] = sequence
    }
  }

  var bySequence: [Int: Snapshot<String, Int>] { lock.withLock { sequences } }
  var byTag: [Int: Int] { lock.withLock { tags } }
}

@Suite("SnapshotFeed: many producers, one data source")
struct DataSourceFeedTests {
  @Test("submissions are numbered in order; a finished feed takes none")
  func sequenceNumbers() async {
    let feed = SnapshotFeed<String, Int>()
    #expect(feed.submit(makeSnapshot([("A", [1])])) == 0)
    #expect(feed.submit(makeSnapshot([("A", [2])])) == 1)
    #expect(feed.hasSubmission(newerThan: 0))
    #expect(!feed.hasSubmission(newerThan: 1))
    let taken = await feed.next()
    #expect(taken?.sequence == 1)
    #expect(taken?.snapshot == makeSnapshot([("A", [2])]))
    #expect(!feed.hasSubmission(newerThan: -1))
    feed.finish()
    #expect(feed.submit(makeSnapshot([("A", [3])])) == nil)
    #expect(await feed.next() == nil)
  }

  @Test("of snapshots waiting together, only the newest is applied")
  func newestOnly() async {
    let feed = SnapshotFeed<String, Int>()
    for item in 0..<5 { feed.submit(makeSnapshot([("A", [item])])) }
    feed.finish()
    let consumer = FeedConsumer()
    await consumer.consume(feed)
    let updates = await consumer.updates
    #expect(updates.map(\.snapshot) == [makeSnapshot([("A", [4])])])
    #expect(updates.map(\.kind) == [.reloadData])
  }

  @Test("the consumer waits for submissions and stops when the feed finishes")
  func waits() async {
    let feed = SnapshotFeed<String, Int>()
    let consumer = FeedConsumer()
    async let consumed: Void = consumer.consume(feed)
    for round in 0..<20 {
      feed.submit(makeSnapshot([("A", Array(0..<round))]))
      await Task.yield()
    }
    feed.finish()
    await consumed
    #expect(await consumer.state == makeSnapshot([("A", Array(0..<19))]))
    #expect(updateReplayProblems(await consumer.updates) == [])
  }

  @Test("a consumer waiting on an empty feed stops when its task is cancelled")
  func cancellation() async {
    let feed = SnapshotFeed<String, Int>()
    let waiting = Task { await feed.next() }
    await Task.yield()
    waiting.cancel()
    #expect(await waiting.value == nil)
    let cancelledFirst = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      return await feed.next()
    }
    #expect(await cancelledFirst.value == nil)
  }

  @Test("fed snapshots rebase stored trees and carry their marks as refreshes")
  func treesAndMarks() async {
    let consumer = FeedConsumer()
    await consumer.apply(outline([N(1, [N(2)]), N(3)], expanded: [1]), to: "T")
    var snapshot = await consumer.state
    snapshot.insertItems([9], afterItem: 1)
    snapshot.reloadItems([3])
    let feed = SnapshotFeed<String, Int>()
    feed.submit(snapshot)
    feed.finish()
    await consumer.consume(feed)
    #expect(await consumer.tree(for: "T").children(of: 1) == [9, 2])
    let update = await consumer.updates.last
    #expect(update?.changeset.itemReloads == [IndexPath(item: 3, section: 0)])
    #expect(update?.snapshot.reloadedItemIdentifiers == [])
  }

  /// 8 producer tasks × 200 submissions of random snapshots (each tagged with its producer
  /// and index), consumed on an actor while they run.
  @Test("8 producers × 200 submissions: newest wins, order kept, every update replays")
  func manyProducers() async {
    let feed = SnapshotFeed<String, Int>()
    let submissions = Submissions()
    let consumer = FeedConsumer()
    async let consumed: Void = consumer.consume(feed)
    await withTaskGroup(of: Void.self) { group in
      for producer in 0..<8 {
        group.addTask {
          var random = SeededGenerator(seed: UInt64(producer))
          for index in 0..<200 {
            var snapshot = random.snapshot(sections: ["A", "B", "C", "D"], items: 0..<40)
            let tag = 1_000_000 + producer * 1000 + index
            snapshot.appendSections(["tag"])
            snapshot.appendItems([tag], toSection: "tag")
            guard let sequence = feed.submit(snapshot) else {
              Issue.record("producer \(producer): refused before the feed finished")
              return
            }
            submissions.record(snapshot, tag: tag, sequence: sequence)
            if index % 4 == 0 { await Task.yield() }
          }
        }
      }
    }
    feed.finish()
    await consumed

    let bySequence = submissions.bySequence
    let byTag = submissions.byTag
    #expect(bySequence.count == 1600)
    #expect(Set(bySequence.keys) == Set(0..<1600))
    let updates = await consumer.updates
    let applied = updates.map { byTag[$0.snapshot.itemIdentifiers(inSection: "tag")[0]]! }
    #expect(!updates.isEmpty && updates.count <= 1600)
    #expect(zip(applied, applied.dropFirst()).allSatisfy { $0 < $1 }, "applied \(applied)")
    #expect(applied.last == 1599)
    #expect(await consumer.state == bySequence[1599])
    for (update, sequence) in zip(updates, applied) where update.snapshot != bySequence[sequence] {
      Issue.record("update for submission \(sequence) shows another snapshot")
    }
    #expect(updates.first?.kind == .reloadData)
    #expect(updates.dropFirst().allSatisfy { $0.kind == .animated })
    #expect(updateReplayProblems(updates) == [])
  }
}
