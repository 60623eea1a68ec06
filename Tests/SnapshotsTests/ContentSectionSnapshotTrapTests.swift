import ExitTestSupport
import Snapshots
import Testing

/// The caller errors of a content section snapshot: each names its own operation and the
/// offending identifiers.
@Suite("ContentSectionSnapshot: traps")
struct ContentSectionSnapshotTrapTests {
  struct Tagged: Equatable {
    var id: String
    var text: String
  }

  static func outline() -> ContentSectionSnapshot<String, Tagged> {
    var content = ContentSectionSnapshot<String, Tagged>(items: ContentIdentity(identifier: \.id))
    content.append([Tagged(id: "rootA", text: "one")])
    return content
  }

  @Test func anItemAlreadyPresentTrapsWhateverItsContent() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var content = ContentSectionSnapshotTrapTests.outline()
      content.append([Tagged(id: "rootA", text: "two")], to: "rootA")
    }
    for fragment in ["ContentSectionSnapshot.append(_:to:)", "rootA", "repeated"] {
      expectStandardError(result, naming: fragment)
    }
  }

  @Test func aMissingParentTraps() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var content = ContentSectionSnapshotTrapTests.outline()
      content.append([Tagged(id: "child", text: "")], to: "absentP")
    }
    expectStandardError(result, naming: "ContentSectionSnapshot.append(_:to:)", "absentP")
  }

  @Test func insertingNextToAMissingItemTraps() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var content = ContentSectionSnapshotTrapTests.outline()
      content.insert([Tagged(id: "new", text: "")], after: "absentQ")
    }
    expectStandardError(result, naming: "ContentSectionSnapshot.insert(_:after:)", "absentQ")
  }

  @Test func deletingAMissingItemTrapsNamingEveryOne() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var content = ContentSectionSnapshotTrapTests.outline()
      content.delete(["rootA", "absentR", "absentS"])
    }
    expectStandardError(
      result, naming: "ContentSectionSnapshot.delete(_:)", "absentR", "absentS")
  }
}
