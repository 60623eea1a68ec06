import ExitTestSupport
import Outline
import TestSupport
import Testing

/// An exit test for every caller error of `OutlineTree`: each stops the process with a message
/// that names the operation and every offending identifier. Identifiers are distinctive
/// strings, so that the check on stderr cannot pass by accident.
@Suite("Outline: traps")
struct TrapTests {
  @Test func buildingWithRepeatedIdentifiers() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = OutlineTree<String>(roots: ["twiceA", "twiceB", "twiceA"]) {
        $0 == "twiceB" ? .loaded(["twiceB"]) : .leaf
      }
    }
    expectStandardError(
      result, naming: "OutlineTree.init(roots:children:)", "\"twiceB\"", "\"twiceA\"")
  }

  @Test(
    "a call with identifiers already present, repeated, or out of range traps, naming them",
    arguments: TrappingCall.otherCallerErrors)
  func callerErrorTraps(_ call: TrappingCall) async {
    await expectTrap(call)
  }
}
