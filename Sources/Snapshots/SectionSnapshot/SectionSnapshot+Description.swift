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
  /// Indentation stops growing at level ``visualDescriptionIndentLimit`` (32), so that the
  /// text stays proportional to the number of items however deep the outline is: an item at
  /// that level or deeper is indented 64 spaces and its marks follow its level in brackets,
  /// as in `[20000]-*leaf`.
  ///
  /// - Complexity: O(*n*) for *n* items, plus describing each item.
  @inline(never)
  public func visualDescription() -> String {
    let storage = _storage
    let limit = Self.visualDescriptionIndentLimit
    let deepIndent = String(repeating: "  ", count: limit)
    var lines: [String] = []
    lines.reserveCapacity(storage.count)
    var slot = storage.firstRoot
    while slot != Node.none {
      let node = storage.nodes[Int(slot)]
      let level = Int(node.level)
      let indent =
        level < limit ? String(repeating: "  ", count: level) : deepIndent + "[\(level)]"
      let marks = (node.isExpanded ? "+" : "-") + (node.isVisible ? "*" : " ")
      lines.append(indent + marks + String(describing: storage.item(at: slot)))
      slot = storage.successor(of: slot, descending: true, within: Node.none)
    }
    return lines.joined(separator: "\n")
  }

  /// The level from which ``visualDescription()`` indents no further and writes the level as
  /// a number instead: 32.
  ///
  /// - Complexity: O(1).
  public static var visualDescriptionIndentLimit: Int { 32 }
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
