// Completions that wait for animations, the animation switch, and views outside a window.
import EmulatorTesting
import Testing
import UIKit

@MainActor
@Suite("Animations and windows")
struct AnimationAndWindowTests {
  @Test(arguments: AnimationPromise.all)
  func animationClock(_ promise: AnimationPromise) {
    let first = CollectionFixture([["a"]])
    let second = TableFixture([["b"]])
    promise.check(on: first.view, and: second.view, emulator: UIKitEmulator.self)
  }

  @Test func performWithoutAnimationTurnsAnimationsOffAndBack() {
    let fixture = CollectionFixture([["a"]])
    #expect(UIView.areAnimationsEnabled)
    UIView.performWithoutAnimation {
      #expect(!UIView.areAnimationsEnabled)
      fixture.view.performBatchUpdates(nil)
    }
    #expect(UIView.areAnimationsEnabled)
    fixture.view.performBatchUpdates(nil)
    #expect(
      fixture.view.emulatedLog == [
        "performBatchUpdates not animated", "performBatchUpdates animated",
      ])
  }

  @Test func batchesOffWindowAreAllowedAndCounted() {
    let fixture = CollectionFixture([["a"]])
    #expect(fixture.view.window == nil)
    fixture.view.performBatchUpdates(nil)
    let window = UIWindow(frame: .zero)
    let container = UIView(frame: .zero)
    window.addSubview(container)
    container.addSubview(fixture.view)
    #expect(fixture.view.window === window)
    #expect(fixture.cell(0)?.window === window)
    fixture.view.performBatchUpdates(nil)
    #expect(fixture.view.emulatedBatchCount == 2)
    #expect(fixture.view.emulatedBatchesOffWindow == 1)
    container.removeFromSuperview()
    #expect(fixture.view.window == nil)
    #expect(window.subviews.isEmpty)
  }
}

/// The table view as the shared animation promises drive it, beside the collection view.
extension UITableView: AnimatedViewUnderTest {
  package func performBatch(_ updates: @escaping () -> Void, completion: ((Bool) -> Void)?) {
    performBatchUpdates(updates, completion: completion)
  }
}

@MainActor
@Suite("Interactive edits")
struct InteractiveEditTests {
  @Test func aMoveTheDataSourceRefusesDoesNothing() {
    let fixture = CollectionFixture([["a", "b"]])
    fixture.source.canMove = false
    let serials = fixture.view.emulatedRowSerials
    #expect(
      !fixture.view.emulateInteractiveMove(
        from: IndexPath(item: 0, section: 0), to: IndexPath(item: 1, section: 0)))
    #expect(fixture.view.emulatedRowSerials == serials)
    #expect(fixture.source.moves.isEmpty)
  }

  @Test func aMoveCarriesTheRowAndTellsTheDataSource() {
    let fixture = CollectionFixture([["a", "b"], ["c"]])
    let cellA = fixture.cell(0)
    #expect(
      fixture.view.emulateInteractiveMove(
        from: IndexPath(item: 0, section: 0), to: IndexPath(item: 1, section: 1)))
    #expect(UIKitEmulator.raisedExceptions.isEmpty)
    #expect(fixture.source.sections == [["b"], ["c", "a"]])
    #expect(fixture.cell(1, 1) === cellA)
    #expect(fixture.shown == fixture.expected)
  }

  @Test func aDataSourceThatDoesNotFollowTheMoveIsRejected() {
    let fixture = CollectionFixture([["a", "b"], ["c"]])
    fixture.source.moveUpdatesData = false
    expectRaises(
      "Invalid update: invalid number of items in section 0. The number of items contained in "
        + "an existing section after the update (2) must be equal to the number of items "
        + "contained in that section before the update (1), plus or minus the number of items "
        + "inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the "
        + "number of items moved into or out of that section (0 moved in, 0 moved out)."
    ) {
      fixture.view.emulateInteractiveMove(
        from: IndexPath(item: 0, section: 0), to: IndexPath(item: 0, section: 1))
    }
  }

  @Test func tableMovesAndSwipes() {
    let fixture = TableFixture([["a", "b", "c"]])
    #expect(
      fixture.view.emulateInteractiveMove(
        from: IndexPath(row: 2, section: 0), to: IndexPath(row: 0, section: 0)))
    #expect(fixture.source.sections == [["c", "a", "b"]])
    #expect(fixture.view.emulateSwipeToDelete(at: IndexPath(row: 1, section: 0)))
    #expect(UIKitEmulator.raisedExceptions.isEmpty)
    #expect(fixture.source.committed.map(\.0) == [.delete])
    #expect(fixture.shown == [["c", "b"]])
    fixture.source.canEdit = false
    #expect(!fixture.view.emulateSwipeToDelete(at: IndexPath(row: 0, section: 0)))
    #expect(fixture.source.committed.count == 1)
  }
}
