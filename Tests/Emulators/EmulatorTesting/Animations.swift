// What the animation clock both emulators share promises, each promise checked by both suites
// on views of their own framework, as the batch rules are.
import EmulatorCore
import Testing

/// A view whose batches wait on the shared animation clock, in the members UIKit's and AppKit's
/// views declare alike (their own, unchanged).
@MainActor
package protocol AnimatedViewUnderTest: AnyObject {
  var emulatedAnimatingBatches: Int { get }
  func emulateAnimationsFinishing()

  /// `performBatchUpdates`, whose completion is labelled differently by each framework.
  func performBatch(_ updates: @escaping () -> Void, completion: ((Bool) -> Void)?)
}

/// A promise of the clock, checked on two fresh views of one framework, with that framework's
/// emulator finishing every view's animations.
package struct AnimationPromise: Sendable, CustomTestStringConvertible {
  package let testDescription: String
  let body:
    @MainActor @Sendable (
      _ first: any AnimatedViewUnderTest, _ second: any AnimatedViewUnderTest,
      _ emulator: any EmulatorControls.Type
    ) -> Void

  @MainActor
  package func check(
    on first: some AnimatedViewUnderTest, and second: some AnimatedViewUnderTest,
    emulator: any EmulatorControls.Type
  ) {
    body(first, second, emulator)
  }

  package static let all: [AnimationPromise] = [
    AnimationPromise(testDescription: "a completion waits until the view's animations finish") {
      view, _, _ in
      var finished: [Bool] = []
      view.performBatch({}) { finished.append($0) }
      #expect(finished.isEmpty)
      #expect(view.emulatedAnimatingBatches == 1)
      view.emulateAnimationsFinishing()
      #expect(finished == [true])
      #expect(view.emulatedAnimatingBatches == 0)
    },
    AnimationPromise(
      testDescription: "a view finishes its own animations; the emulator every view's, in order"
    ) { first, second, emulator in
      var order: [String] = []
      first.performBatch({}) { _ in order.append("first 1") }
      second.performBatch({}) { _ in order.append("second 1") }
      first.performBatch({}) { _ in order.append("first 2") }
      second.emulateAnimationsFinishing()
      #expect(order == ["second 1"])
      second.performBatch({}) { _ in order.append("second 2") }
      first.performBatch({}) { _ in order.append("first 3") }
      emulator.emulateAnimationsFinishing()
      #expect(order == ["second 1", "first 1", "first 2", "second 2", "first 3"])
      #expect(first.emulatedAnimatingBatches == 0 && second.emulatedAnimatingBatches == 0)
    },
    AnimationPromise(testDescription: "batches a completion starts wait for the next finish") {
      view, _, emulator in
      var order: [String] = []
      view.performBatch({}) { _ in
        order.append("outer")
        view.performBatch({}) { _ in order.append("inner") }
      }
      emulator.emulateAnimationsFinishing()
      #expect(order == ["outer"])
      emulator.emulateAnimationsFinishing()
      #expect(order == ["outer", "inner"])
    },
  ]
}
