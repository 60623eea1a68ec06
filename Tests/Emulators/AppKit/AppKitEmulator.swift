import EmulatorCore
// An emulator of AppKit for tests on Linux: the exception channel and the animations, kept by
// the emulators' shared core.
@_exported import Foundation

/// Emulator only: how the emulated views raise AppKit's exceptions and finish their animations
/// (the members come with `EmulatorControls`).
@preconcurrency @MainActor
public enum AppKitEmulator: EmulatorControls {}
