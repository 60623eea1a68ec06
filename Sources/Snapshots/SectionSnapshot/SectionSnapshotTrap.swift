/// The caller errors of `SectionSnapshot`, reported by trapping through the package's `trap`.
///
/// Each message names the operation and every offending identifier, for example
/// `SectionSnapshot.append(_:to:): repeated item identifiers [3, 7]`. The helpers are kept out
/// of line so the hot paths that call them stay small.
@usableFromInline
internal enum SectionSnapshotTrap {
  /// Traps because items were added that are already in the section snapshot or repeated in
  /// the argument; each identifier is listed once, in the order found.
  @usableFromInline
  @inline(never)
  internal static func repeats<Item: Hashable>(
    _ operation: StaticString, _ items: [Item]
  ) -> Never {
    trap("\(operation)", repeatedIdentifiers("item", distinct(items)))
  }

  /// Traps because a parent item is absent.
  @usableFromInline
  @inline(never)
  internal static func missingParent<Item>(_ operation: StaticString, _ item: Item) -> Never {
    trap(
      "\(operation)",
      "parent item identifier \(String(reflecting: item)) is not in the section snapshot")
  }

  /// Traps because the item to insert before or after is absent.
  @usableFromInline
  @inline(never)
  internal static func missingDestination<Item>(_ operation: StaticString, _ item: Item) -> Never {
    trap(
      "\(operation)",
      "destination item identifier \(String(reflecting: item)) is not in the section snapshot")
  }

  /// Traps because a queried item is absent.
  @usableFromInline
  @inline(never)
  internal static func missingItem<Item>(_ operation: StaticString, _ item: Item) -> Never {
    trap(
      "\(operation)", "item identifier \(String(reflecting: item)) is not in the section snapshot")
  }

  /// Traps because items to remove are absent; each identifier is listed once, in the order
  /// found.
  @usableFromInline
  @inline(never)
  internal static func missingItems<Item: Hashable>(
    _ operation: StaticString, _ items: [Item]
  ) -> Never {
    trap(
      "\(operation)",
      "item identifiers not in the section snapshot \(describeIdentifiers(distinct(items)))")
  }

  /// The items without repeats, in first-occurrence order.
  @inline(never)
  internal static func distinct<Item: Hashable>(_ items: [Item]) -> [Item] {
    var seen = Set<Item>()
    return items.filter { seen.insert($0).inserted }
  }
}
