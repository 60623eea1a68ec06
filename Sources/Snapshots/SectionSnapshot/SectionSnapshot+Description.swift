extension SectionSnapshot {
  /// A text picture of the outline, one line per item of `items`.
  ///
  /// Each line is two spaces per level, then `+` for an expanded item or `-` for a collapsed
  /// one, then `*` for a visible item or a space for a hidden one, then the item's
  /// `String(describing:)`. Lines are separated by newlines, with no header, footer or trailing
  /// newline; an empty snapshot gives an empty string.
  ///
  /// ```swift
  /// print(outline.visualDescription())
  /// // +*Fruit
  /// //   -*🍎
  /// //   -*🍐
  /// // -*Vegetables
  /// //   - 🥕
  /// ```
  ///
  /// - Complexity: O(*n*) for *n* items, plus describing each item.
  @inline(never)
  public func visualDescription() -> String {
    let storage = _storage
    var lines: [String] = []
    lines.reserveCapacity(storage.count)
    var slot = storage.firstRoot
    while slot != Node.none {
      let node = storage.nodes[Int(slot)]
      let indent = String(repeating: "  ", count: Int(node.level))
      let marks = (node.isExpanded ? "+" : "-") + (node.isVisible ? "*" : " ")
      lines.append(indent + marks + String(describing: storage.item(at: slot)))
      slot = storage.successor(of: slot, descending: true, within: Node.none)
    }
    return lines.joined(separator: "\n")
  }
}

extension SectionSnapshot: CustomStringConvertible {
  /// The outline on one line: items in brackets, each expanded item marked `+`, children in
  /// parentheses after their parent, as in `SectionSnapshot(["Fruit"+("🍎", "🍐"), "Nuts"])`.
  ///
  /// - Complexity: O(*n*) for *n* items, plus describing each item.
  @inline(never)
  public var description: String {
    let storage = _storage
    var text = "SectionSnapshot(["
    var slot = storage.firstRoot
    while slot != Node.none {
      let node = storage.nodes[Int(slot)]
      if node.previous != Node.none { text += ", " }
      text += String(reflecting: storage.item(at: slot))
      if node.isExpanded { text += "+" }
      if node.firstChild != Node.none {
        text += "("
        slot = node.firstChild
        continue
      }
      // Close the parentheses of every subtree this leaf ends.
      var current = slot
      while current != Node.none, storage.nodes[Int(current)].next == Node.none {
        current = storage.nodes[Int(current)].parent
        if current != Node.none { text += ")" }
      }
      slot = current == Node.none ? Node.none : storage.nodes[Int(current)].next
    }
    return text + "])"
  }
}
