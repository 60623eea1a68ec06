import Snapshots
import TestSupport
import Testing

/// A `SnapshotFeed` of a snapshot taken from the data source and edited: the consumer reads its
/// changeset from the record, hashing only what the edits touched.
@Suite("SnapshotFeed: edited snapshots are applied from their record")
struct DataSourceFeedRecordTests {
  @Test func feedAppliesReadTheRecord() async {
    let counter = HashCounter()
    func item(_ value: Int) -> CountingHashable<Int> { CountingHashable(value, counter: counter) }
    let dataSource = DiffableDataSource<Int, CountingHashable<Int>>()
    var base = Snapshot<Int, CountingHashable<Int>>()
    base.appendSections([0, 1])
    base.appendItems((0..<20_000).map(item), toSection: 0)
    base.appendItems((20_000..<20_010).map(item), toSection: 1)
    await dataSource.apply(base)
    var edited = dataSource.snapshot()
    edited.insertItems([item(-1)], beforeItem: item(10_000))
    edited.moveItem(item(20_004), afterItem: item(3))
    edited.deleteItems([item(5)])
    let expected = Changeset<Int, CountingHashable<Int>>.diffed(from: base, to: edited)
    var received: Changeset<Int, CountingHashable<Int>>?
    dataSource.onUpdate = { received = $0.changeset }
    let feed = SnapshotFeed<Int, CountingHashable<Int>>()
    feed.submit(edited)
    feed.finish()
    counter.reset()
    await dataSource.applySnapshots(from: feed)
    #expect(counter.hashes <= 40, "\(counter.hashes) hashes")
    #expect(received == expected)
    #expect(dataSource.snapshot() == edited)
  }
}
