// The emulators' animation clock: completions wait until a test says the animations finished.

/// A batch or animation group whose animations have not finished; the view is weak, as an
/// animation's is, and `nil` for an animation group, which belongs to no view.
@preconcurrency @MainActor
package final class PendingAnimation {
  package weak var view: AnyObject?
  let completion: ((Bool) -> Void)?

  package init(view: AnyObject?, completion: ((Bool) -> Void)?) {
    self.view = view
    self.completion = completion
  }
}

/// Every view's pending animations, in the order they started, so that completions run in the
/// order the frameworks run them.
@preconcurrency @MainActor
package enum EmulatedAnimations {
  package static var pending: [PendingAnimation] = []

  /// How many of `view`'s batches have not finished.
  package static func count(of view: AnyObject) -> Int {
    pending.count { $0.view === view }
  }

  /// Finishes the animations of `view` (`nil`: of every view and group), calling their
  /// completions with `true`. Batches the completions start wait for the next call.
  package static func finish(of view: AnyObject? = nil) {
    let finishing = pending.filter { view == nil || $0.view === view }
    pending.removeAll { view == nil || $0.view === view }
    for animation in finishing { animation.completion?(true) }
  }
}
