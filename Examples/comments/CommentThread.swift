/// The whole thread as the server stores it: the post, its comments and their replies.
///
/// Identifiers spell the path to a comment: `c4` is the post's fourth comment, `c4.2` the
/// second reply to it, `c4.2.1` a reply to that. A transcript is easier to follow that way.
struct CommentThread: Sendable {
  /// The identifier of the post, the single root of the outline.
  static let postID = "post"

  private var bodies: [String: (author: String, text: String)] = [:]
  private var replyLists: [String: [String]] = [:]
  /// The last number given to a reply of each parent, so that numbers are never reused.
  private var lastNumber: [String: Int] = [:]

  init(author: String, title: String) {
    bodies[Self.postID] = (author, title)
  }

  /// The comment with its current reply count; an empty one for an unknown identifier.
  func comment(_ id: String) -> Comment {
    let body = bodies[id] ?? ("", "")
    return Comment(id: id, author: body.author, text: body.text, replyCount: replies(of: id).count)
  }

  /// The identifiers of a comment's direct replies (the post's comments, for the post).
  func replies(of id: String) -> [String] {
    replyLists[id] ?? []
  }

  /// The number of comments and replies, the post not counted.
  var commentCount: Int { bodies.count - 1 }

  /// Adds a reply to `parent`, at the end or at the front, and returns its identifier.
  @discardableResult
  mutating func add(
    under parent: String, author: String, text: String, atFront: Bool = false
  ) -> String {
    let number = lastNumber[parent, default: 0] + 1
    lastNumber[parent] = number
    let id = parent == Self.postID ? "c\(number)" : "\(parent).\(number)"
    bodies[id] = (author, text)
    if atFront {
      replyLists[parent, default: []].insert(id, at: 0)
    } else {
      replyLists[parent, default: []].append(id)
    }
    return id
  }

  /// Removes a comment with every reply below it.
  mutating func remove(_ id: String) {
    for (parent, list) in replyLists where list.contains(id) {
      replyLists[parent] = list.filter { $0 != id }
    }
    var stack = [id]
    while let next = stack.popLast() {
      stack += replies(of: next)
      bodies[next] = nil
      replyLists[next] = nil
    }
  }
}
