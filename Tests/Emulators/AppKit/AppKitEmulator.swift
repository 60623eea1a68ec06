// An emulator of AppKit for tests on Linux: the exception channel.
@_exported import Foundation

/// Emulator only: how the emulated views raise AppKit's exceptions.
@preconcurrency @MainActor
public enum AppKitEmulator {
  /// Emulator only: whether an exception terminates the process, as it does in an app.
  public static var trapsOnException = true

  /// Emulator only: the reasons of the exceptions raised while `trapsOnException` is false.
  public private(set) static var raisedExceptions: [String] = []

  /// Emulator only: forgets the recorded exceptions.
  public static func resetExceptions() {
    raisedExceptions = []
  }

  static func raise(_ reason: String) {
    if trapsOnException {
      fatalError(
        "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', "
          + "reason: '\(reason)'")
    }
    raisedExceptions.append(reason)
  }
}

/// A rejection on its way to `AppKitEmulator.raise`: the call that found it stops there.
struct EmulatedException: Error {
  let reason: String
}
