import ExitTestSupport
import Snapshots
import Testing

/// The caller error a content snapshot adds to a snapshot's: a model under an identifier that
/// is present with other content.
@Suite("ContentSnapshot: traps")
struct ContentSnapshotTrapTests {
  @Test func anItemWithOtherContentUnderAPresentIdentifierTraps() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var content = ContentSnapshot<String, String, String, Tagged>(
        sections: .identifierOnly, items: ContentIdentity(identifier: \.id))
      content.appendSections(["main"])
      content.appendItems([Tagged(id: "clashA", text: "one")])
      content.appendItems([Tagged(id: "clashA", text: "two")])
    }
    for fragment in ["ContentSnapshot.appendItems(_:toSection:)", "clashA", "different content"] {
      expectStandardError(result, naming: fragment)
    }
  }

  struct Tagged: Equatable {
    var id: String
    var text: String
  }

}
