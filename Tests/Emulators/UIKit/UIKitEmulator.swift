import EmulatorCore
// An emulator of UIKit for tests on Linux: the exception channel and global animation clock,
// kept by the emulators' shared core.
@_exported import Foundation

/// Emulator only: how the emulated views raise UIKit's exceptions and finish their animations
/// (the members come with `EmulatorControls`).
@preconcurrency @MainActor
public enum UIKitEmulator: EmulatorControls {
  static var nextRegistration = 0
}
