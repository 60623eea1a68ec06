// What both emulators' suites expect of the exceptions the emulated views raise.
import EmulatorCore
import Testing

/// Makes exceptions recorded rather than fatal, and forgets those recorded so far.
@MainActor
package func recordExceptions() {
  EmulatedExceptions.trapsOnException = false
  EmulatedExceptions.reset()
}

/// Runs `body` and expects exactly one exception, with `reason`.
@MainActor
package func expectRaises(
  _ reason: String, sourceLocation: SourceLocation = #_sourceLocation, _ body: () -> Void
) {
  recordExceptions()
  body()
  #expect(EmulatedExceptions.raised == [reason], sourceLocation: sourceLocation)
}

/// Runs `body` and expects no exception.
@MainActor
package func expectNoException(
  sourceLocation: SourceLocation = #_sourceLocation, _ body: () -> Void
) {
  recordExceptions()
  body()
  #expect(EmulatedExceptions.raised == [], sourceLocation: sourceLocation)
}

/// How UIKit prints an index path in its exceptions, without the address.
package func path(_ section: Int, _ item: Int) -> String {
  "{length = 2, path = \(section) - \(item)}"
}
