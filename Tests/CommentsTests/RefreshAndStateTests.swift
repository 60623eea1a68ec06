import Foundation
import Outline
import Testing

@testable import comments

/// Expansion state: kept by the outline across a full refresh, and saved to JSON and restored
/// across a relaunch.
@Suite struct RefreshAndStateTests {
  /// A session with the post, c1, c2 and one reply of c2 open, everything delivered.
  static func openedSession() async -> CommentsSession {
    var session = CommentsSession.scripted()
    await session.openPost()
    for id in ["c1", "c2"] {
      _ = session.expand(id)
      _ = await session.deliver(repliesTo: id)
    }
    _ = session.showMore("c2")
    _ = await session.deliver(repliesTo: "c2")
    _ = session.expand("c2.1")
    _ = await session.deliver(repliesTo: "c2.1")
    return session
  }

  @Test func aRefreshWithoutChangesChangesNoRow() async throws {
    var session = await Self.openedSession()
    let rows = session.tree.rows
    let state = session.tree.state
    let refresh = session.refresh()
    #expect(refresh.change?.diff.isEmpty == true)
    #expect(session.tree.rows == rows)
    #expect(session.tree.state == state)
    #expect(refresh.notes == ["still open after the refresh: post, c1, c2, c2.1"])
    #expect(session.pending.isEmpty)
  }

  @Test func aRefreshKeepsTheExpansionOfWhatIsStillThere() async throws {
    var session = await Self.openedSession()
    _ = session.moderate(removing: "c1", pinning: "Be kind.")
    let refresh = session.refresh()
    #expect(session.tree.state.expandedItems == ["post", "c2", "c2.1"])
    #expect(session.tree.expansion(of: "c2") == .first(8))
    #expect(session.tree.children(of: "post").first == "c14")
    #expect(session.lines[1] == "  · c14  mod: Be kind.")
    let diff = try #require(refresh.change?.diff)
    // c1, its three replies and its footer go; the pinned comment comes.
    #expect(diff.deletes.count == 5 && diff.inserts == [1])
  }

  @Test func theSavedStateIsVersionedJSON() async throws {
    let session = await Self.openedSession()
    let json = String(decoding: try session.savedState(), as: UTF8.self)
    #expect(
      json == #"{"expanded":[{"id":"post","show":3},{"id":"c1","show":3},"#
        + #"{"id":"c2","show":8},{"id":"c2.1","show":3}],"version":1}"#)
  }

  @Test func aRelaunchRestoresInWavesAsPagesArrive() async throws {
    let session = await Self.openedSession()
    let saved = try session.savedState()
    var relaunched = CommentsSession(server: session.server, loader: session.loader)
    var (_, dropped) = try relaunched.restore(from: saved, title: "Relaunch")
    #expect(dropped == ["c1", "c2", "c2.1"])
    #expect(relaunched.pending.map(\.call.parent) == ["post"])
    // Each answer brings comments the state names; restoring again opens them.
    for _ in 0..<3 {
      while let next = relaunched.pending.first {
        _ = await relaunched.deliver(repliesTo: next.call.parent)
      }
      (_, dropped) = try relaunched.restore(from: saved, title: "Restore again")
    }
    #expect(dropped.isEmpty)
    #expect(relaunched.tree.rows == session.tree.rows)
    #expect(relaunched.lines == session.lines)
  }

  @Test func malformedStateThrowsAndChangesNothing() async throws {
    var session = await Self.openedSession()
    let rows = session.tree.rows
    let bad = Data(#"{"expanded":[{"id":"c1","show":0}],"version":1}"#.utf8)
    #expect(throws: DecodingError.self) { try session.restore(from: bad, title: "Bad") }
    #expect(session.tree.rows == rows)
  }
}
