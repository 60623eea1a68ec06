// An emulator of AppKit for tests on Linux: animation groups.
//
// `runAnimationGroup(_:completionHandler:)` runs its changes at once, and its completion
// handler waits, as a batch's does, until `AppKitEmulator.emulateAnimationsFinishing()`: AppKit
// calls it "when the animations in the grouping are completed", never during the call, even
// with a duration of 0.
import EmulatorCore

/// The animation settings of the current group.
@preconcurrency @MainActor
open class NSAnimationContext: NSObject {
  /// How long the group's animations last, in seconds; 0 animates nothing.
  open var duration: TimeInterval = 0.25
  /// Whether changes of animatable properties animate without `animator()`.
  open var allowsImplicitAnimation = false

  private static var groups: [NSAnimationContext] = []

  /// The context of the innermost group, or a context outside any group.
  open class var current: NSAnimationContext {
    groups.last ?? NSAnimationContext()
  }

  /// Runs `changes` as one group, then `completionHandler` once its animations complete.
  open class func runAnimationGroup(
    _ changes: (NSAnimationContext) -> Void, completionHandler: (() -> Void)? = nil
  ) {
    let context = NSAnimationContext()
    groups.append(context)
    changes(context)
    groups.removeLast()
    emulatedGroupCount += 1
    EmulatedAnimations.pending.append(
      PendingAnimation(
        view: nil, completion: completionHandler.map { handler in { _ in handler() } }))
  }

  /// Emulator only: how many groups have run.
  public private(set) static var emulatedGroupCount = 0
}
