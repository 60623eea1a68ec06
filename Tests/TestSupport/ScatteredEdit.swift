import Snapshots

extension Snapshot where SectionIdentifierType == Int, ItemIdentifierType == Int {
  /// One random edit of an item in a section below `sections` (sections named 0, 1, …): an
  /// insert of `fresh` before it, its delete (unless it is its section's last item), or its
  /// move after an item of any such section, most often another one. Nothing, in an empty
  /// section.
  public mutating func editRandomItem(
    sectionsBelow sections: Int, fresh: inout Int, using random: inout SeededGenerator
  ) {
    let items = itemIdentifiers(inSection: random.below(sections))
    guard let item = items.randomElement(using: &random) else { return }
    switch random.below(3) {
    case 0:
      insertItems([fresh], beforeItem: item)
      fresh += 1
    case 1 where items.count > 1: deleteItems([item])
    default:
      let others = itemIdentifiers(inSection: random.below(sections))
      if let other = others.randomElement(using: &random), other != item {
        moveItem(item, afterItem: other)
      }
    }
  }
}
