import Snapshots

/// The scripted session: what happens in the mail app, step by step, and the stream of
/// updates it sends to the page.
enum Session {
  /// The page's heading.
  static let title = "web-list: a mailbox kept in sync by edit scripts"

  /// The session's actions after the first step, which opens the mailbox on an empty page.
  static let actions: [SessionAction] = [
    SessionAction(
      title: "New mail arrives", note: "Two messages are inserted at the top of the inbox.",
      delivery: .content()
    ) { mailbox in
      mailbox.messages["inbox"]!.insert(contentsOf: ["m10", "m11"], at: 0)
      mailbox.labels["m10"] = "Jo Park — Contract signed"
      mailbox.labels["m11"] = "Build bot — Nightly build fixed"
      mailbox.unread.formUnion(["m10", "m11"])
    },
    SessionAction(
      title: "Read a message",
      note: "Its content changed, so it is reconfigured: the row loses its dot, keeps its node.",
      delivery: .content()
    ) { mailbox in
      mailbox.unread.remove("m1")
    },
    SessionAction(
      title: "File messages into folders",
      note: "Two messages move to other folders, keeping their nodes; a stale one is deleted.",
      delivery: .content()
    ) { mailbox in
      mailbox.messages["inbox"]!.removeAll { ["m2", "m3", "m11"].contains($0) }
      mailbox.messages["receipts"]!.insert("m3", at: 0)
      mailbox.messages["work"]!.append("m11")
    },
    SessionAction(
      title: "Delete a folder",
      note: "The newsletters folder goes, and its messages with it.",
      delivery: .content()
    ) { mailbox in
      mailbox.folders.removeAll { $0 == "newsletters" }
      mailbox.messages["newsletters"] = nil
    },
    SessionAction(
      title: "Expand a thread",
      note: "The offsite thread opens: its replies are inserted one level deeper.",
      delivery: .outline
    ) { mailbox in
      mailbox.outline.expand(["t1"])
    },
    SessionAction(
      title: "Expand a reply", note: "A reply opens to show its own reply, two levels deep.",
      delivery: .outline
    ) { mailbox in
      mailbox.outline.expand(["t1.1"])
    },
    SessionAction(
      title: "Show more",
      note: "The \"show more\" row is replaced by the three replies it stood for.",
      delivery: .outline
    ) { mailbox in
      let replies = mailbox.hiddenReplies.removeValue(forKey: "t1.more")!
      mailbox.outline.delete(["t1.more"])
      mailbox.outline.append(replies, to: "t1")
    },
    SessionAction(
      title: "A reply arrives; its thread jumps to the top",
      note: "The lunch thread gains a hidden reply and moves above the others: one move.",
      delivery: .outline
    ) { mailbox in
      mailbox.outline.append(["t3.2"], to: "t3")
      let lunch = mailbox.outline.snapshot(of: "t3", includingParent: true)
      mailbox.outline.delete(["t3"])
      mailbox.outline.insert(lunch, before: "t1")
    },
    SessionAction(
      title: "Expand the lunch thread", note: "Both of its replies appear under it.",
      delivery: .outline
    ) { mailbox in
      mailbox.outline.expand(["t3"])
    },
    SessionAction(
      title: "Collapse the offsite thread",
      note: "Its six visible replies are removed; the thread's row stays and turns ▸.",
      delivery: .outline
    ) { mailbox in
      mailbox.outline.collapse(["t1"])
    },
    SessionAction(
      title: "Pin the work folder to the top",
      note: "One section move: the folder's node moves with all of its rows.",
      delivery: .content()
    ) { mailbox in
      mailbox.folders.removeAll { $0 == "work" }
      mailbox.folders.insert("work", at: 0)
    },
    SessionAction(
      title: "Rename a folder",
      note: "The header's content changed: it is updated in place; the rows keep their nodes.",
      delivery: .content()
    ) { mailbox in
      mailbox.titles["receipts"] = "Receipts & invoices"
    },
    SessionAction(
      title: "A message is replaced",
      note: "A newer version of a message is reloaded: its row gets a new node.",
      delivery: .content(refresh: .reload)
    ) { mailbox in
      mailbox.labels["m10"] = "Jo Park — Contract signed (countersigned copy)"
    },
    SessionAction(
      title: "A new folder, with new mail",
      note: "A section is inserted after Work, carrying its first message.",
      delivery: .content()
    ) { mailbox in
      mailbox.folders.insert("travel", at: 1)
      mailbox.titles["travel"] = "Travel"
      mailbox.messages["travel"] = ["m12"]
      mailbox.labels["m12"] = "Airline — Your boarding pass"
      mailbox.unread.insert("m12")
    },
  ]

  /// The session's states, from the empty page through the sample mailbox and every action.
  static var states: [Mailbox] {
    var states = [Mailbox(), Mailbox.sample]
    for action in actions {
      var next = states[states.count - 1]
      action.change(&next)
      states.append(next)
    }
    return states
  }

  /// The deliveries, one per step: the first fills the empty page.
  static var deliveries: [(title: String, note: String, delivery: SessionAction.Delivery)] {
    [
      (
        "Open the mailbox", "Every section is inserted, with its rows, into an empty page.",
        .content()
      )
    ]
      + actions.map { ($0.title, $0.note, $0.delivery) }
  }

  /// The stream the page plays.
  static var stream: Stream {
    let states = states
    let frames = deliveries.enumerated().map { index, step in
      Frame(
        old: states[index], new: states[index + 1], title: step.title, note: step.note,
        delivery: step.delivery)
    }
    return Stream(title: title, frames: frames)
  }
}
