/// The rows under the parent an outline view last asked about, as their objects, with whether
/// each is expandable. The view asks for the count, then for each child in turn and whether it
/// expands, so each answer is an index into these arrays, with no lookup. The arrays hold the
/// objects by their plain class, so that answering needs no generic type's metadata.
package struct AskedChildren {
  /// The parent's object; `nil` for the roots.
  let parent: OutlineViewObject?
  let objects: [OutlineViewObject]
  let isExpandable: [Bool]
  /// The child handed out last, which the view asks about next.
  var last = 0

  init(parent: OutlineViewObject?, objects: [OutlineViewObject], isExpandable: [Bool]) {
    self.parent = parent
    self.objects = objects
    self.isExpandable = isExpandable
  }

  /// Whether these are the rows under `item`.
  func areUnder(_ item: OutlineViewObject?) -> Bool { parent === item }

  /// Whether `item` is expandable, when it is the child handed out last.
  func expandability(of item: OutlineViewObject) -> Bool? {
    objects.indices.contains(last) && objects[last] === item ? isExpandable[last] : nil
  }
}
