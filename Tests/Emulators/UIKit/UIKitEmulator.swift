// An emulator of UIKit for tests on Linux: the exception channel and global animation clock.
@_exported import Foundation

/// Emulator only: how the emulated views raise UIKit's exceptions and finish their animations.
@preconcurrency @MainActor
public enum UIKitEmulator {
  /// Emulator only: whether an exception terminates the process, as it does in an app.
  public static var trapsOnException = true

  /// Emulator only: the reasons of the exceptions raised while `trapsOnException` is false.
  public private(set) static var raisedExceptions: [String] = []

  /// Emulator only: forgets the recorded exceptions.
  public static func resetExceptions() {
    raisedExceptions = []
  }

  /// Emulator only: calls every view's pending batch completions, in the order the batches ran.
  public static func emulateAnimationsFinishing() {
    finishAnimations()
  }

  // Pending batches of every view, in order, so completions run in the order UIKit runs them.
  static var pendingBatches: [PendingBatch] = []
  static var nextRegistration = 0

  static func raise(_ reason: String) {
    if trapsOnException {
      fatalError(
        "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', "
          + "reason: '\(reason)'")
    }
    raisedExceptions.append(reason)
  }

  static func finishAnimations(of view: UIView? = nil) {
    // Completions may start new batches: those stay pending for the next call.
    let finishing = pendingBatches.filter { view == nil || $0.view === view }
    pendingBatches.removeAll { view == nil || $0.view === view }
    for batch in finishing { batch.completion?(true) }
  }
}

/// A batch whose animations have not finished; the view is weak, as an animation's is.
@preconcurrency @MainActor
final class PendingBatch {
  weak var view: UIView?
  let completion: ((Bool) -> Void)?

  init(view: UIView, completion: ((Bool) -> Void)?) {
    self.view = view
    self.completion = completion
  }
}

/// A rejection on its way to `UIKitEmulator.raise`.
struct EmulatedException: Error {
  let reason: String
}
