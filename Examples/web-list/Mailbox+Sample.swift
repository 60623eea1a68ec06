import Snapshots

extension Mailbox {
  /// The mailbox the session opens: four folders of messages and three conversations, all
  /// collapsed; the offsite thread hides three of its replies behind a "show more" row.
  static var sample: Mailbox {
    var mailbox = Mailbox()
    mailbox.folders = ["inbox", conversations, "work", "receipts", "newsletters"]
    mailbox.titles = [
      "inbox": "Inbox", conversations: "Conversations", "work": "Work",
      "receipts": "Receipts", "newsletters": "Newsletters",
    ]
    mailbox.messages = [
      "inbox": ["m1", "m2", "m3", "m4"], "work": ["m5", "m6"], "receipts": ["m7"],
      "newsletters": ["m8", "m9"],
    ]
    mailbox.unread = ["m1", "m4"]
    mailbox.labels = [
      "m1": "Alice Chen — Quarterly numbers", "m2": "Build bot — Nightly build failed",
      "m3": "Shop — Your order has shipped", "m4": "Ben Ortiz — Lunch next week?",
      "m5": "Dana Kim — Design review notes", "m6": "HR — Holiday schedule",
      "m7": "Cloud Co — Invoice #1042", "m8": "Swift Weekly — Issue 312",
      "m9": "Web Digest — Ten CSS tricks",
      "t1": "Team offsite — Carol, Dan, Erin", "t1.1": "Carol: Venue options",
      "t1.1.1": "Dan: The lake house looks good", "t1.2": "Erin: Dates that work for me",
      "t1.more": "Show 3 more replies…", "t1.3": "Carol: Budget approved",
      "t1.4": "Dan: Booking the bus", "t1.5": "Erin: Agenda draft attached",
      "t2": "Release 2.0 checklist — Frank, Gina", "t2.1": "Frank: Docs are done",
      "t2.2": "Gina: Tagging tonight", "t3": "Friday lunch — Hal, Ivy", "t3.1": "Hal: Tacos?",
      "t3.2": "Ivy: Count me in",
    ]
    mailbox.outline.append(["t1", "t2", "t3"])
    mailbox.outline.append(["t1.1", "t1.2", "t1.more"], to: "t1")
    mailbox.outline.append(["t1.1.1"], to: "t1.1")
    mailbox.outline.append(["t2.1", "t2.2"], to: "t2")
    mailbox.outline.append(["t3.1"], to: "t3")
    mailbox.hiddenReplies = ["t1.more": ["t1.3", "t1.4", "t1.5"]]
    return mailbox
  }
}
