extension CommentThread {
  /// Grows a thread from a seed: 9 to 13 comments on the post, replies to them, and replies
  /// to those replies.
  ///
  /// Whatever the seed, the thread has the shape the built-in session needs (see
  /// `ThreadCast`): one of the first three comments is busy, with dozens of replies, and its
  /// first reply has replies of its own; the other two of the first three have a few replies;
  /// one of comments 4 to 8 has replies too; and a second busy thread sits further down.
  static func generated(seed: UInt64) -> CommentThread {
    var random = SeededRandom(seed: seed)
    var thread = CommentThread(author: random.pick(authors), title: random.pick(titles))
    let commentCount = random.int(in: 9...13)
    let busy = random.int(in: 0...2)
    let alsoBusy = random.int(in: 8...(commentCount - 1))
    let withReplies = random.int(in: 3...7)
    for index in 0..<commentCount {
      let replyCount: Int
      switch index {
      case busy, alsoBusy: replyCount = random.int(in: 20...40)
      case 0...2, withReplies: replyCount = random.int(in: 2...6)
      default: replyCount = random.int(in: 0...5)
      }
      let comment = thread.add(
        under: postID, author: random.pick(authors), text: random.pick(openers))
      for reply in 0..<replyCount {
        let nested =
          index == busy && reply == 0 ? random.int(in: 2...4) : random.sometimes(3, 1...3)
        thread.addReply(to: comment, nested: nested, using: &random)
      }
    }
    return thread
  }

  /// Adds a reply under `parent` with `nested` replies to it: comments, replies and replies to
  /// replies make the thread three levels deep below the post.
  private mutating func addReply(
    to parent: String, nested: Int, using random: inout SeededRandom
  ) {
    let reply = addAnswer(under: parent, using: &random)
    for _ in 0..<nested {
      addAnswer(under: reply, using: &random)
    }
  }

  /// Adds a short answer by a random author under `parent`.
  @discardableResult
  private mutating func addAnswer(
    under parent: String, using random: inout SeededRandom
  ) -> String {
    add(under: parent, author: random.pick(Self.authors), text: random.pick(Self.answers))
  }

  private static let authors = [
    "ana", "ben", "chen", "dara", "eli", "femi", "gus", "hana",
    "ivo", "jun", "kai", "lena", "mo", "noor", "omar", "pia",
  ]

  private static let titles = [
    "What finally made diffable data sources click for you?",
    "Show us how you page long comment threads.",
    "Which list-diffing bug cost you the most time?",
    "How do you keep expansion state across app launches?",
  ]

  private static let openers = [
    "Identifiers, not index paths: that was it for me.",
    "We batch every change now; reloadData is gone.",
    "How do you handle moves across sections?",
    "Expansion that survives a refresh sold me.",
    "Paging replies lazily kept our memory flat.",
    "Has anyone diffed a million rows yet?",
    "Footers as rows was the trick for us.",
    "Our crash reports dropped after the switch.",
    "We render only the rows the diff names.",
    "A retry row beats a silent failure every time.",
  ]

  private static let answers = [
    "Same here.",
    "Could you share the snippet?",
    "Hash your identifiers well and it flies.",
    "Works on Linux too, which surprised me.",
    "Which part confused you the most?",
    "+1, exactly this.",
    "We saw the same thing in production.",
    "Stale results were our bug, not the diff.",
    "Try it with the network slowed down.",
    "Agreed, with one caveat about moves.",
  ]
}

extension SeededRandom {
  /// A count in `range` with a chance of `tenths` in ten, otherwise zero.
  fileprivate mutating func sometimes(_ tenths: Int, _ range: ClosedRange<Int>) -> Int {
    int(in: 0...9) < tenths ? int(in: range) : 0
  }
}
