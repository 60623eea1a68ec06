import Snapshots
import TestSupport
import Testing

@testable import web_list

/// Random sessions: from the sample mailbox, random actions one at a time (mail in and out,
/// moves between folders, folders added, moved, renamed (and fetched again) and deleted,
/// messages read and replaced, threads opened, closed and replied to), each recorded as a
/// frame and replayed on a page model that knows only the stream.
@Suite("web-list random sessions")
struct RandomSessionTests {
  /// One random action and how it reaches the page.
  static func randomAction(
    _ mailbox: inout Mailbox, _ random: inout SeededGenerator, serial: inout Int
  ) -> SessionAction.Delivery {
    func pick<T>(_ values: [T]) -> T { values[random.below(values.count)] }
    func fresh(_ prefix: String) -> String {
      serial += 1
      return "\(prefix)\(serial)"
    }
    let flat = mailbox.folders.filter { $0 != Mailbox.conversations }
    let messages = flat.flatMap { mailbox.messages[$0] ?? [] }
    switch random.below(12) {
    case 0 where !flat.isEmpty:  // new mail
      let folder = pick(flat)
      let id = fresh("r")
      mailbox.labels[id] = "Sender \(id) — Subject \(id)"
      if random.below(2) == 0 { mailbox.unread.insert(id) }
      mailbox.messages[folder]!.insert(id, at: random.below(mailbox.messages[folder]!.count + 1))
      return .content()
    case 1 where !messages.isEmpty:  // delete a message
      let id = pick(messages)
      for folder in flat { mailbox.messages[folder]!.removeAll { $0 == id } }
      return .content()
    case 2 where !messages.isEmpty:  // file a message into a folder
      let id = pick(messages)
      for folder in flat { mailbox.messages[folder]!.removeAll { $0 == id } }
      let target = pick(flat)
      mailbox.messages[target]!.insert(id, at: random.below(mailbox.messages[target]!.count + 1))
      return .content()
    case 3 where mailbox.folders.count > 1:  // move a folder
      let folder = mailbox.folders.remove(at: random.below(mailbox.folders.count))
      mailbox.folders.insert(folder, at: random.below(mailbox.folders.count + 1))
      return .content()
    case 4 where !flat.isEmpty:  // delete a folder and its mail
      let folder = pick(flat)
      mailbox.folders.removeAll { $0 == folder }
      mailbox.messages[folder] = nil
      return .content()
    case 5:  // a new folder with new mail
      let folder = fresh("f")
      mailbox.folders.insert(folder, at: random.below(mailbox.folders.count + 1))
      mailbox.titles[folder] = "Folder \(folder)"
      mailbox.messages[folder] = (0..<random.below(3)).map { _ in fresh("r") }
      for id in mailbox.messages[folder]! { mailbox.labels[id] = "Sender \(id) — New" }
      return .content()
    case 6 where !messages.isEmpty:  // read or unread: its content changed, reconfigured
      let id = pick(messages)
      if mailbox.unread.remove(id) == nil { mailbox.unread.insert(id) }
      return .content()
    case 7 where !messages.isEmpty:  // replaced: its content changed, reloaded
      let id = pick(messages)
      mailbox.labels[id] = (mailbox.labels[id] ?? id) + " (new version)"
      return .content(refresh: .reload)
    case 8 where !flat.isEmpty:  // renamed, and sometimes fetched again: reloaded whole
      let folder = pick(flat)
      mailbox.titles[folder] = (mailbox.titles[folder] ?? folder) + "*"
      return random.below(3) == 0 ? .content(reloadSections: [folder]) : .content()
    case 9:  // open or close a thread or reply
      let rows = mailbox.outline.visibleItems.filter { !mailbox.outline.children(of: $0).isEmpty }
      guard !rows.isEmpty else { return .outline }
      let id = pick(rows)
      if mailbox.outline.isExpanded(id) {
        mailbox.outline.collapse([id])
      } else {
        mailbox.outline.expand([id])
      }
      return .outline
    case 10:  // a reply to a row that has replies already, so its disclosure stays
      let parents = mailbox.outline.items.filter { !mailbox.outline.children(of: $0).isEmpty }
      guard !parents.isEmpty else { return .outline }
      let id = fresh("x")
      mailbox.labels[id] = "Reply \(id)"
      mailbox.outline.append([id], to: pick(parents))
      return .outline
    default:  // a thread jumps to the top
      let roots = mailbox.outline.rootItems
      guard roots.count > 1 else { return .outline }
      let id = roots[1 + random.below(roots.count - 1)]
      let thread = mailbox.outline.snapshot(of: id, includingParent: true)
      mailbox.outline.delete([id])
      mailbox.outline.insert(thread, before: roots[0])
      return .outline
    }
  }

  @Test("every random step replays, shows the expected rows and keeps unchanged nodes")
  func randomSessions() throws {
    var frames = 0
    var kinds: [String: Int] = [:]
    for seed in UInt64(1)...120 {
      var random = SeededGenerator(seed: seed)
      var serial = 0
      var mailbox = Mailbox.sample
      var page = PageModel()
      try page.apply(
        Frame(old: Mailbox(), new: mailbox, title: "open", note: "", delivery: .content()).update)
      for step in 1...12 {
        let old = mailbox
        let delivery = Self.randomAction(&mailbox, &random, serial: &serial)
        let frame = Frame(old: old, new: mailbox, title: "\(step)", note: "", delivery: delivery)
        switch frame.update.script {
        case .snapshot(let script):
          let replayed = unmarked(old.snapshot.applying(script))
          #expect(replayed == mailbox.snapshot, "seed \(seed) step \(step)")
          for step in script.steps {
            kinds["\(step)".prefix { $0 != " " }.description, default: 0] += 1
          }
        case .outline(_, let script):
          #expect(
            old.outline.visibleItems.applying(script) == mailbox.outline.visibleItems,
            "seed \(seed) step \(step)")
          for step in script.steps {
            kinds["tree " + "\(step)".prefix { $0 != " " }, default: 0] += 1
          }
        }
        let before = page.nodes
        let sectionsBefore = page.sectionNodes
        do {
          try page.apply(frame.update)
        } catch {
          Issue.record("seed \(seed) step \(step): \(error)")
          break
        }
        let kept = page.nodes.filter { before[$0.key] == $0.value }.count
        #expect(page.screen == frame.expected.sections, "seed \(seed) step \(step)")
        #expect(page.createdRows == frame.expected.createdRows, "seed \(seed) step \(step)")
        #expect(kept == frame.expected.keptRows, "seed \(seed) step \(step)")
        #expect(page.createdSections == frame.expected.createdSections, "seed \(seed) step \(step)")
        let keptSections = page.sectionNodes.filter { sectionsBefore[$0.key] == $0.value }.count
        #expect(keptSections == frame.expected.keptSections, "seed \(seed) step \(step)")
        frames += 1
      }
    }
    #expect(frames == 120 * 12)
    // Every kind of step came up, each many times.
    let expectedKinds = [
      "deleteSection", "insertSection", "moveSection", "deleteItem", "insertItem", "moveItem",
      "reloadSection", "reconfigureSection", "reloadItem", "reconfigureItem", "tree delete",
      "tree insert", "tree move", "tree update",
    ]
    #expect(Set(kinds.keys) == Set(expectedKinds), "\(kinds)")
    #expect(kinds.values.allSatisfy { $0 >= 20 }, "\(kinds)")
  }
}
