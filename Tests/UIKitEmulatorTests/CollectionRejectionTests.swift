// Each rule the emulated collection view enforces, broken by a hand-written batch: the batch
// rules both emulators share, from EmulatorTesting, then UIKit's own.
import EmulatorTesting
import Testing
import UIKit

@MainActor
@Suite("Collection view rejections")
struct CollectionRejectionTests {
  let fixture = CollectionFixture([["a", "b", "c"], ["d", "e"]])
  var view: UICollectionView { fixture.view }
  var source: CollectionSource { fixture.source }

  @Test(arguments: CollectionRejection.all)
  func batchRule(_ rejection: CollectionRejection) {
    let fixture = CollectionFixture([["a", "b", "c"], ["d", "e"]])
    rejection.check(on: fixture.view, source: fixture.source)
  }

  // A set of index paths cannot say these twice: UIKit's calls only (AppKit's take sets).
  @Test func deleteTwice() {
    expectRaises("attempt to delete item 1 from section 0 twice") {
      view.deleteItems(at: [IndexPath(item: 1, section: 0), IndexPath(item: 1, section: 0)])
    }
  }

  @Test func insertTwice() {
    expectRaises("attempt to insert the same index path twice (\(path(0, 1)))") {
      view.insertItems(at: [IndexPath(item: 1, section: 0), IndexPath(item: 1, section: 0)])
    }
  }

  /// A cell provider that breaks a rule, and the collection view's wording for it.
  @Test(arguments: [
    (
      Misbehaviour.reloadDataInside,
      "attempt to call -reloadData on the collection view while it is performing batch updates "
        + "or asking its data source for a view"
    ),
    (
      .notDequeued,
      "the cell returned from -collectionView:cellForItemAtIndexPath: does not have a "
        + "reuseIdentifier - cells must be retrieved by calling "
        + "-dequeueReusableCellWithReuseIdentifier:forIndexPath:"
    ),
    (
      .unregistered,
      "could not dequeue a view of kind: UICollectionElementKindCell with identifier nope - must "
        + "register a nib or a class for the identifier or connect a prototype cell in a "
        + "storyboard"
    ),
    (
      .wrongPath,
      "attempt to dequeue a view for index path (\(path(0, 1))) while the data source is asked "
        + "for the view at index path (\(path(0, 0)))"
    ),
  ])
  func cellProvidersThatBreakARule(_ misbehaviour: Misbehaviour, _ reason: String) {
    source.misbehaviour = misbehaviour
    expectRaises(reason) { view.reloadData() }
  }

  @Test func dequeueTwiceOrOutsideARequest() {
    let message =
      "Expected dequeued view to be returned to the collection view in preparation for display. "
      + "When the collection view's data source is asked to provide a view for a given index "
      + "path, ensure that a single view is dequeued and returned to the collection view. Also, "
      + "do not dequeue views from the data source for any reason other than the collection "
      + "view asking for them."
    source.misbehaviour = .dequeueTwice
    expectRaises(message) { view.reloadData() }
    source.misbehaviour = .none
    expectRaises(message) {
      _ = view.dequeueReusableCell(withReuseIdentifier: "cell", for: IndexPath(item: 0, section: 0))
    }
  }

  @Test func reconfigureAMissingPath() {
    expectRaises(
      "attempt to reconfigure item 9 in section 0 which only contains 3 items before the update"
    ) {
      view.reconfigureItems(at: [IndexPath(item: 9, section: 0)])
    }
  }

  @Test func reconfigureThatReturnsAnotherCell() {
    source.misbehaviour = .notDequeued
    expectRaises(
      "the cell returned from the data source when reconfiguring index path (\(path(0, 1))) is "
        + "not its existing cell"
    ) {
      view.reconfigureItems(at: [IndexPath(item: 1, section: 0)])
    }
  }

  @Test func supplementaryViewTheDataSourceCannotGive() {
    let bare = RegistrationSource()
    view.dataSource = bare
    view.emulatedHeaderKind = UICollectionView.elementKindSectionHeader
    expectRaises(
      "the data source does not implement "
        + "-collectionView:viewForSupplementaryElementOfKind:atIndexPath: "
        + "(UICollectionElementKindSectionHeader, \(path(0, 0)))"
    ) {
      view.reloadData()
    }
  }

  @Test func aRejectionReloadsTheModelFromTheDataSource() {
    expectRaises("attempt to delete section 4, but there are only 2 sections before the update") {
      view.performBatchUpdates({
        source.sections.append(["z"])
        view.deleteSections([4])
      }) { _ in Issue.record("a rejected batch never completes") }
    }
    #expect(view.emulatedRowCounts == [3, 2, 1])
    view.emulateAnimationsFinishing()
    view.layoutIfNeeded()
    #expect(fixture.shown == fixture.expected)
  }
}

/// The view as the shared rejections drive it: UIKit's item calls take arrays.
extension UICollectionView: CollectionUnderTest {
  package var askedFor: String { "a view" }
  package func performBatch(_ updates: @escaping () -> Void, completion: ((Bool) -> Void)?) {
    performBatchUpdates(updates, completion: completion)
  }
}

extension CollectionSource: LabelSource {}
