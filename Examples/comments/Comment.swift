/// One comment as the server sends it: who wrote what, and how many replies it has.
///
/// The outline only holds identifiers; the session keeps these, by identifier, to draw the
/// rows. `replyCount` is what the row shows before any reply is loaded ("31 replies").
struct Comment: Hashable, Sendable {
  var id: String
  var author: String
  var text: String
  var replyCount: Int
}
