// The adapter suites record AppKit's exceptions instead of stopping, and fail on any.
import AppKit
import Testing

/// Records the emulator's exceptions from now on, forgetting earlier ones.
@MainActor
func recordExceptions() {
  AppKitEmulator.trapsOnException = false
  AppKitEmulator.resetExceptions()
}

/// Expects that the emulator raised nothing since `recordExceptions()`.
@MainActor
func expectNoExceptions(
  _ context: @autoclosure () -> String = "", sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(
    AppKitEmulator.raisedExceptions.isEmpty, "\(context())",
    sourceLocation: sourceLocation)
}
