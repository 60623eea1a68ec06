// What the animation clock both emulators share promises, on either collection view.
import Testing

/// A batch's completion waits until the test finishes the view's animations, then runs once
/// with `true`.
@MainActor
package func expectCompletionsWaitForTheAnimations(of view: some CollectionUnderTest) {
  var finished: [Bool] = []
  view.performBatch({}) { finished.append($0) }
  #expect(finished.isEmpty)
  #expect(view.emulatedAnimatingBatches == 1)
  view.emulateAnimationsFinishing()
  #expect(finished == [true])
  #expect(view.emulatedAnimatingBatches == 0)
}
