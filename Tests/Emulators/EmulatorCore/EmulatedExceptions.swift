// The emulators' exception channel: how a rejection stops the app, or is recorded in a test.
@_exported import Foundation

/// Where the emulated views raise the frameworks' exceptions; each framework's emulator shows
/// it under its own name (`UIKitEmulator`, `AppKitEmulator`).
@preconcurrency @MainActor
package enum EmulatedExceptions {
  /// Whether an exception terminates the process, as it does in an app.
  package static var trapsOnException = true

  /// The reasons of the exceptions raised while `trapsOnException` is false.
  package private(set) static var raised: [String] = []

  package static func reset() {
    raised = []
  }

  package static func raise(_ reason: String) {
    if trapsOnException {
      fatalError(
        "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', "
          + "reason: '\(reason)'")
    }
    raised.append(reason)
  }
}

/// A rejection on its way to `EmulatedExceptions.raise`: the call that found it stops there.
package struct EmulatedException: Error {
  package let reason: String

  package init(reason: String) {
    self.reason = reason
  }
}

/// The switches each framework's emulator offers its tests, under its own name
/// (`UIKitEmulator`, `AppKitEmulator`).
@preconcurrency @MainActor
public protocol EmulatorControls {}

extension EmulatorControls {
  /// Emulator only: whether an exception terminates the process, as it does in an app.
  public static var trapsOnException: Bool {
    get { EmulatedExceptions.trapsOnException }
    set { EmulatedExceptions.trapsOnException = newValue }
  }

  /// Emulator only: the reasons of the exceptions raised while `trapsOnException` is false.
  public static var raisedExceptions: [String] { EmulatedExceptions.raised }

  /// Emulator only: forgets the recorded exceptions.
  public static func resetExceptions() {
    EmulatedExceptions.reset()
  }

  /// Emulator only: finishes every view's animations, calling their completions with `true` in
  /// the order the batches ran. Batches the completions start wait for the next call.
  public static func emulateAnimationsFinishing() {
    EmulatedAnimations.finish()
  }

  package static func raise(_ reason: String) {
    EmulatedExceptions.raise(reason)
  }
}
