// The emulated collection view's items: made from registered classes while the data source is
// asked, reused, only for visible rows; and completion handlers that wait for animations.
import AppKit
import EmulatorTesting
import Testing

@MainActor
@Suite("Collection view items and animations")
struct CollectionItemTests {
  @Test func itemsOfRemovedRowsAreReused() {
    let fixture = CollectionFixture([["a", "b"]])
    let removed = fixture.item(0)
    expectNoException {
      fixture.view.performBatchUpdates {
        fixture.source.sections = [["b", "n"]]
        fixture.view.deleteItems(at: [IndexPath(item: 0, section: 0)])
        fixture.view.insertItems(at: [IndexPath(item: 1, section: 0)])
      }
    }
    #expect(fixture.labels == [["b", "n"]])
    #expect(fixture.item(1) === removed)
    #expect(removed?.emulatedPrepareForReuseCount == 1)
    #expect(fixture.item(1)?.representedObject as? String == "n")
  }

  @Test func onlyVisibleRowsHaveItems() {
    let fixture = CollectionFixture([["a", "b", "c"]], visibleItems: 0..<2)
    #expect(fixture.labels == [["a", "b", nil]])
    let leaving = fixture.item(0)
    fixture.source.sections = [["b", "c"]]
    expectNoException { fixture.view.deleteItems(at: [IndexPath(item: 0, section: 0)]) }
    // Row c enters the visible range and reuses the item row a gave back.
    #expect(fixture.labels == [["b", "c"]])
    #expect(fixture.item(1) === leaving)
  }

  @Test func itemAndIndexPathAgree() {
    let fixture = CollectionFixture([["a"], ["b", "c"]])
    let item = fixture.item(1, 1)!
    #expect(fixture.view.indexPath(for: item) == IndexPath(item: 1, section: 1))
    #expect(fixture.view.visibleItems().count == 3)
    #expect(fixture.view.indexPath(for: EmulatedTextFieldItem()) == nil)
    #expect(fixture.view.item(at: IndexPath(item: 5, section: 0)) == nil)
  }

  @Test func headersAreMadeAndReused() {
    let fixture = CollectionFixture([["a"], ["b"]], headers: true)
    #expect(fixture.source.headerRequests == [0, 1])
    let first = fixture.view.emulatedHeaders[0] as? HeaderView
    #expect(first?.title == "section 0")
    expectNoException {
      fixture.view.performBatchUpdates {
        fixture.source.sections = [["b"], ["n"]]
        fixture.view.deleteSections([0])
        fixture.view.insertSections([1])
      }
    }
    #expect(fixture.view.emulatedHeaders[1] === first)
    #expect(first?.prepareForReuseCount == 1)
    #expect(first?.title == "section 1")
  }

  @Test func anUnregisteredIdentifierIsRejected() {
    let fixture = CollectionFixture([])
    fixture.view.register(nil, forItemWithIdentifier: .label)
    fixture.source.sections = [["a"]]
    recordExceptions()
    fixture.view.reloadData()
    #expect(
      AppKitEmulator.raisedExceptions.first
        == "could not make an item with identifier label - must register a nib or a class for "
        + "the identifier")
  }

  @Test func anItemTheViewDidNotMakeIsRejected() {
    let fixture = CollectionFixture([])
    fixture.source.returnsUnmadeItem = true
    fixture.source.sections = [["a"]]
    recordExceptions()
    fixture.view.reloadData()
    #expect(
      AppKitEmulator.raisedExceptions.first
        == "Expected an item made with -makeItemWithIdentifier:forIndexPath: to be returned to "
        + "the collection view. Make exactly one item when the data source is asked for one, and "
        + "do not make items for any other reason (emulator's wording)")
  }

  @Test func makingAnItemUnaskedIsRejected() {
    let fixture = CollectionFixture([["a"]])
    expectRaises(
      "Expected an item made with -makeItemWithIdentifier:forIndexPath: to be returned to the "
        + "collection view. Make exactly one item when the data source is asked for one, and do "
        + "not make items for any other reason (emulator's wording)"
    ) {
      _ = fixture.view.makeItem(withIdentifier: .label, for: IndexPath(item: 0, section: 0))
    }
  }

  @Test(arguments: AnimationPromise.all)
  func animationClock(_ promise: AnimationPromise) {
    let first = CollectionFixture([["a"]])
    let second = CollectionFixture([["b"]])
    promise.check(on: first.view, and: second.view, emulator: AppKitEmulator.self)
  }

  @Test func theWindowIsTheSuperviewsWindow() {
    let fixture = CollectionFixture([["a"]])
    #expect(fixture.view.window == nil)
    let container = NSView()
    container.emulatedIsInWindow = true
    container.addSubview(fixture.view)
    #expect(fixture.view.window != nil)
    fixture.view.removeFromSuperview()
    #expect(fixture.view.window == nil)
  }
}
