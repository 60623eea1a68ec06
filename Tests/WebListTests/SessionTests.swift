import Foundation
import Snapshots
import Testing

@testable import web_list

/// The session's stream, checked in Swift: every script replays onto the state it comes from,
/// a model of the page fed only the stream shows the expected rows, and the node counts the
/// browser will check agree with that model.
/// The same sections and items without reload or reconfigure marks.
func unmarked(_ snapshot: Snapshot<String, String>) -> Snapshot<String, String> {
  var copy = Snapshot<String, String>()
  copy.appendSections(snapshot.sectionIdentifiers)
  for section in snapshot.sectionIdentifiers {
    copy.appendItems(snapshot.itemIdentifiers(inSection: section), toSection: section)
  }
  return copy
}

@Suite("web-list session")
struct SessionTests {
  let states = Session.states
  let stream = Session.stream

  @Test("one frame per step, the first from an empty page")
  func frameCount() {
    #expect(stream.frames.count == Session.actions.count + 1)
    #expect(states.count == stream.frames.count + 1)
    #expect(states[0].folders.isEmpty)
    #expect(stream.frames.allSatisfy { $0.update.stepCount > 0 })
  }

  @Test("each sectioned script turns the old snapshot into the new one")
  func snapshotScriptsReplay() throws {
    var checked = 0
    for (index, frame) in stream.frames.enumerated() {
      guard case .snapshot(let script) = frame.update.script else { continue }
      let replayed = states[index].snapshot.applying(script)
      let target = states[index + 1].snapshot
      #expect(replayed.sectionIdentifiers == target.sectionIdentifiers, "\(frame.title)")
      for section in target.sectionIdentifiers {
        #expect(
          replayed.itemIdentifiers(inSection: section)
            == target.itemIdentifiers(inSection: section), "\(frame.title): \(section)")
      }
      #expect(
        try script.validate()
          == target.sectionIdentifiers.map { target.numberOfItems(inSection: $0) })
      checked += 1
    }
    #expect(checked == 9)
  }

  @Test("each outline script turns the old visible rows into the new ones")
  func outlineScriptsReplay() {
    var checked = 0
    for (index, frame) in stream.frames.enumerated() {
      guard case .outline(let section, let script) = frame.update.script else { continue }
      #expect(section == Mailbox.conversations)
      let old = states[index].outline
      let new = states[index + 1].outline
      #expect(old.visibleItems.applying(script) == new.visibleItems, "\(frame.title)")
      checked += 1
    }
    #expect(checked == 6)
  }

  @Test("the expected rows are those of the replayed snapshot")
  func expectedRowsFollowReplay() {
    var snapshot = Snapshot<String, String>()
    for (index, frame) in stream.frames.enumerated() {
      switch frame.update.script {
      case .snapshot(let script): snapshot = snapshot.applying(script)
      case .outline(let section, let script):
        let rows = snapshot.itemIdentifiers(inSection: section).applying(script)
        snapshot.deleteItems(snapshot.itemIdentifiers(inSection: section))
        snapshot.appendItems(rows, toSection: section)
      }
      let expected = frame.expected.sections
      #expect(expected.map(\.id) == snapshot.sectionIdentifiers, "step \(index + 1)")
      for section in expected {
        #expect(section.rows.map(\.id) == snapshot.itemIdentifiers(inSection: section.id))
      }
      // Drop the refresh marks, as a data source does once it has applied the snapshot.
      snapshot = unmarked(snapshot)
    }
  }

  @Test("a page model fed only the stream shows every step's expected rows and node counts")
  func pageModelMatchesExpectations() throws {
    var page = PageModel()
    for (index, frame) in stream.frames.enumerated() {
      let before = page.nodes
      let sectionsBefore = page.sectionNodes
      try page.apply(frame.update)
      let after = page.nodes
      let kept = after.filter { before[$0.key] == $0.value }.count
      let keptSections = page.sectionNodes.filter { sectionsBefore[$0.key] == $0.value }.count
      #expect(page.screen == frame.expected.sections, "step \(index + 1) \(frame.title)")
      #expect(page.createdRows == frame.expected.createdRows, "step \(index + 1)")
      #expect(kept == frame.expected.keptRows, "step \(index + 1)")
      #expect(page.createdSections == frame.expected.createdSections, "step \(index + 1)")
      #expect(keptSections == frame.expected.keptSections, "step \(index + 1)")
    }
  }

  @Test("rows that persist keep their node except where the step reloads them")
  func nodeCountsOfTheSession() {
    let counts = stream.frames.map {
      [
        $0.expected.createdRows, $0.expected.keptRows, $0.expected.createdSections,
        $0.expected.keptSections,
      ]
    }
    // Opening creates everything; moves, expansion and reconfiguring create only what appears.
    #expect(counts[0] == [12, 0, 5, 0])
    #expect(counts[1] == [2, 12, 0, 5])  // new mail
    #expect(counts[2] == [0, 14, 0, 5])  // read: reconfigured in place
    #expect(counts[3] == [0, 13, 0, 5])  // filed: moves keep nodes, one delete
    #expect(counts[4] == [0, 11, 0, 4])  // a folder deleted with its two rows
    #expect(counts[10] == [0, 13, 0, 4])  // collapse: six replies go
    #expect(counts[12] == [0, 13, 0, 4])  // renamed folder: its header in place, nothing new
    #expect(counts[13] == [1, 12, 0, 4])  // replaced message: reloaded
    #expect(counts[14] == [1, 13, 1, 4])  // new folder
  }

  @Test("the session uses every kind of step")
  func stepKinds() throws {
    let json = try PageWriter.json(stream)
    for op in [
      "deleteSection", "insertSection", "moveSection", "deleteItem", "insertItem", "moveItem",
      "reconfigureSection", "reloadItem", "reconfigureItem", "delete", "insert", "move", "update",
    ] {
      #expect(json.contains(#""op":"\#(op)""#), "\(op)")
    }
  }

  @Test("content decides the refreshes: a read row is reconfigured, a renamed folder too")
  func contentRefreshes() throws {
    func steps(_ title: String) throws -> [SnapshotEditStep<String, String>] {
      let frame = try #require(stream.frames.first { $0.title == title })
      guard case .snapshot(let script) = frame.update.script else { return [] }
      return script.steps
    }
    let read = try steps("Read a message")
    #expect(read == [.reconfigureItem(at: ItemPosition(section: 0, offset: 2), id: "m1")])
    let renamed = try steps("Rename a folder")
    #expect(renamed == [.reconfigureSection(offset: 3, id: "receipts")])
    let frame = try #require(stream.frames.first { $0.title == "Rename a folder" })
    #expect(frame.update.sections == ["receipts": "Receipts & invoices"])
    #expect(frame.update.rows.isEmpty)
    #expect(frame.expected.sections[3].title == "Receipts & invoices")
    let replaced = try steps("A message is replaced")
    #expect(replaced == [.reloadItem(at: ItemPosition(section: 1, offset: 0), id: "m10")])
    // Nothing but content changes between the two states of each.
    for title in ["Read a message", "Rename a folder", "A message is replaced"] {
      let index = try #require(stream.frames.firstIndex { $0.title == title })
      #expect(states[index].snapshot == states[index + 1].snapshot, "\(title)")
    }
  }

  @Test("the outline shows levels: replies at 1 and 2, threads at 0")
  func levels() {
    let afterShowMore = stream.frames[7].expected.sections.first { $0.id == Mailbox.conversations }
    #expect(
      afterShowMore?.rows.map { "\($0.level) \($0.text)" } == [
        "0 ▾Team offsite — Carol, Dan, Erin", "1 ▾Carol: Venue options",
        "2 Dan: The lake house looks good", "1 Erin: Dates that work for me",
        "1 Carol: Budget approved", "1 Dan: Booking the bus", "1 Erin: Agenda draft attached",
        "0 ▸Release 2.0 checklist — Frank, Gina", "0 ▸Friday lunch — Hal, Ivy",
      ])
  }
}
