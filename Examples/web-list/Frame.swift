/// One step of the session: what happened, the update sent to the page, and what the page
/// must show afterwards.
struct Frame: Codable, Equatable {
  /// What happened, in a few words: "New mail arrives".
  var title: String
  /// A sentence on what the update exercises.
  var note: String
  /// What travels to the renderer.
  var update: Update
  /// What the page must show after the update; only the self-check reads it.
  var expected: ExpectedScreen
}

/// The whole session as the page receives it.
struct Stream: Codable, Equatable {
  /// The page's heading.
  var title: String
  /// The steps, in order; the first one fills an empty page.
  var frames: [Frame]
}
