// The emulated outline view: its tree of items, its caching and what it rejects.
import AppKit
import EmulatorTesting
import Testing

@MainActor
@Suite("Outline view")
struct OutlineTests {
  @Test func asksForChildrenOfExpandedItemsOnly() {
    let fixture = OutlineFixture()
    #expect(fixture.rows == ["a>@0", "b@0"])
    #expect(fixture.view.emulatedChildRequests == 2)
    fixture.view.expandItem(fixture.a)
    #expect(fixture.rows == ["a+@0", "a1@1", "a2>@1", "b@0"])
    #expect(fixture.view.emulatedChildRequests == 4)
  }

  @Test func cachesChildrenUntilTold() {
    let fixture = OutlineFixture()
    fixture.view.expandItem(fixture.a)
    fixture.a.children.reverse()
    #expect(fixture.rows == ["a+@0", "a1@1", "a2>@1", "b@0"])
    fixture.view.reloadItem(fixture.a, reloadChildren: true)
    #expect(fixture.rows == ["a+@0", "a2>@1", "a1@1", "b@0"])
  }

  @Test func insertsAreAskedForWhenTheUpdatesEnd() {
    let fixture = OutlineFixture()
    fixture.view.expandItem(fixture.a)
    let new = Node("new")
    fixture.a.children.insert(new, at: 1)
    expectNoException {
      fixture.view.beginUpdates()
      fixture.view.insertItems(at: [1], inParent: fixture.a)
      #expect(fixture.view.numberOfChildren(ofItem: fixture.a) == 3)
      fixture.view.endUpdates()
    }
    #expect(fixture.rows == ["a+@0", "a1@1", "new@1", "a2>@1", "b@0"])
  }

  @Test func aMoveCarriesTheSubtree() {
    let fixture = OutlineFixture()
    fixture.view.expandItem(fixture.a)
    let a2 = fixture.a.children[1]
    fixture.view.expandItem(a2)
    fixture.a.children.removeLast()
    fixture.source.roots.append(a2)
    expectNoException {
      fixture.view.moveItem(at: 1, inParent: fixture.a, to: 2, inParent: nil)
    }
    #expect(fixture.rows == ["a+@0", "a1@1", "b@0", "a2+@0", "a2x@1"])
  }

  @Test func aChildIndexBeyondTheParentsChildrenIsRejected() {
    let fixture = OutlineFixture()
    fixture.view.expandItem(fixture.a)
    expectRaises(
      "NSOutlineView error inserting child index 3 in parent a beyond the number of children (2)"
    ) {
      fixture.view.insertItems(at: [3], inParent: fixture.a)
    }
    expectRaises(
      "NSOutlineView error removing child index 2 in parent nil beyond the number of children (2)"
    ) {
      fixture.view.removeItems(at: [2], inParent: nil)
    }
  }

  @Test func insertingAnItemAlreadyShownIsRejected() {
    let fixture = OutlineFixture()
    fixture.source.roots.append(fixture.b)
    expectRaises("NSOutlineView: the item b is already shown at row 1; an item may appear once") {
      fixture.view.insertItems(at: [2], inParent: nil)
    }
  }

  @Test func aCountTheDataSourceDisagreesWithIsRejected() {
    let fixture = OutlineFixture()
    fixture.source.roots.removeLast()
    expectRaises(
      "NSOutlineView: the data source gives nil 1 children, the view shows 3 after the updates"
    ) {
      fixture.view.insertItems(at: [0], inParent: nil)
    }
  }

  @Test func aDataSourceThatContradictsTheViewAfterACallIsRejected() {
    let fixture = OutlineFixture()
    fixture.view.expandItem(fixture.a)
    // The data source reports one child of a, the view still shows two: AppKit would show
    // the wrong rows the next time it asked.
    fixture.a.children.removeLast()
    expectRaises(
      "NSOutlineView: after reloadItem(a, reloadChildren: false), the data source gives a 1 "
        + "children, the view shows 2 (emulator's check: AppKit may ask its data source at any "
        + "time)"
    ) {
      fixture.view.reloadItem(fixture.a)
    }
  }

  @Test func aParentThatIsNotShownIsRejected() {
    let fixture = OutlineFixture()
    expectRaises(
      "NSOutlineView insertItems(at:inParent:withAnimation:): the parent a2 is not shown"
    ) {
      fixture.view.insertItems(at: [0], inParent: fixture.a.children[1])
    }
  }

  @Test func valuesBoxedAnewNeverMatchThemselves() {
    let fixture = OutlineFixture()
    fixture.source.boxesValues = true
    fixture.view.reloadData()
    let shown = fixture.view.item(atRow: 0)!
    #expect(fixture.view.row(forItem: shown) == 0)
    #expect(fixture.view.row(forItem: fixture.a) == -1)
  }

  @Test func expansionIsRememberedAcrossACollapseOfTheParent() {
    let fixture = OutlineFixture()
    fixture.view.expandItem(fixture.a)
    fixture.view.expandItem(fixture.a.children[1])
    fixture.view.emulateDisclosureClick(onItem: fixture.a)
    #expect(fixture.rows == ["a>@0", "b@0"])
    fixture.view.emulateDisclosureClick(onItem: fixture.a)
    #expect(fixture.rows == ["a+@0", "a1@1", "a2+@1", "a2x@2", "b@0"])
    fixture.view.collapseItem(fixture.a, collapseChildren: true)
    fixture.view.expandItem(fixture.a)
    #expect(fixture.rows == ["a+@0", "a1@1", "a2>@1", "b@0"])
  }

  @Test func clicksPostTheExpansionNotifications() {
    let fixture = OutlineFixture()
    var names: [String] = []
    let observers = [
      NSOutlineView.itemWillExpandNotification, NSOutlineView.itemDidExpandNotification,
      NSOutlineView.itemWillCollapseNotification, NSOutlineView.itemDidCollapseNotification,
    ].map { name in
      NotificationCenter.default.addObserver(forName: name, object: fixture.view, queue: nil) {
        note in
        let line = "\(note.name.rawValue) \((note.userInfo?["NSObject"] as? Node)?.name ?? "")"
        MainActor.assumeIsolated { names.append(line) }
      }
    }
    defer { observers.forEach(NotificationCenter.default.removeObserver) }
    fixture.view.emulateDisclosureClick(onItem: fixture.a)
    fixture.view.emulateDisclosureClick(onItem: fixture.a)
    #expect(
      names == [
        "NSOutlineViewItemWillExpandNotification a", "NSOutlineViewItemDidExpandNotification a",
        "NSOutlineViewItemWillCollapseNotification a",
        "NSOutlineViewItemDidCollapseNotification a",
      ])
    #expect(!fixture.view.emulateDisclosureClick(onItem: fixture.b))
  }

  @Test func aDragRunsTheDataSourcesCallsAndTheDropIsTheirs() {
    let fixture = OutlineFixture()
    #expect(fixture.view.emulateDrag(ofItem: fixture.b, toParent: fixture.a, childIndex: 1))
    #expect(fixture.source.drops.map(\.parent) == ["a"])
    #expect(fixture.source.drops.map(\.index) == [1])
    // The view moves nothing itself: the data source does.
    #expect(fixture.rows == ["a>@0", "b@0"])
  }
}
