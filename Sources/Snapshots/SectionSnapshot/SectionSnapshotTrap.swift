/// The caller errors of `SectionSnapshot`, reported by trapping.
///
/// Each message names the operation and every offending identifier, for example
/// `SectionSnapshot.append(_:to:): duplicate item identifiers [3, 7]`. The helpers are kept out
/// of line so the hot paths that call them stay small; `fatalError` keeps the message in release
/// builds.
@usableFromInline
internal enum SectionSnapshotTrap {
  /// Traps because items were added that are already in the section snapshot or repeated in
  /// the argument; each identifier is listed once, in the order found.
  @usableFromInline
  @inline(never)
  internal static func duplicates<Item: Hashable>(
    _ operation: StaticString, _ items: [Item]
  ) -> Never {
    fatalError("\(operation): duplicate item identifiers \(list(items))")
  }

  /// Traps because a parent item is absent.
  @usableFromInline
  @inline(never)
  internal static func missingParent<Item>(_ operation: StaticString, _ item: Item) -> Never {
    fatalError(
      "\(operation): parent item identifier \(String(reflecting: item))"
        + " is not in the section snapshot")
  }

  /// Traps because the item to insert before or after is absent.
  @usableFromInline
  @inline(never)
  internal static func missingDestination<Item>(_ operation: StaticString, _ item: Item) -> Never {
    fatalError(
      "\(operation): destination item identifier \(String(reflecting: item))"
        + " is not in the section snapshot")
  }

  /// Traps because a queried item is absent.
  @usableFromInline
  @inline(never)
  internal static func missingItem<Item>(_ operation: StaticString, _ item: Item) -> Never {
    fatalError(
      "\(operation): item identifier \(String(reflecting: item)) is not in the section snapshot")
  }

  /// Traps because items to remove are absent; each identifier is listed once, in the order
  /// found.
  @usableFromInline
  @inline(never)
  internal static func missingItems<Item: Hashable>(
    _ operation: StaticString, _ items: [Item]
  ) -> Never {
    fatalError("\(operation): item identifiers not in the section snapshot \(list(items))")
  }

  /// The identifiers as `[a, b]`, each once, in first-occurrence order.
  @inline(never)
  internal static func list<Item: Hashable>(_ items: [Item]) -> String {
    var seen = Set<Item>()
    var parts: [String] = []
    for item in items where seen.insert(item).inserted {
      parts.append(String(reflecting: item))
    }
    return "[" + parts.joined(separator: ", ") + "]"
  }
}
