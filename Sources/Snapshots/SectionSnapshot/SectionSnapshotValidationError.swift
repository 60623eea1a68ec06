/// Why nested data could not become a section snapshot: the repeated identifiers and the
/// cycles, found in one pass.
///
/// Thrown by ``SectionSnapshot/init(validatingRoots:children:)`` and
/// ``SectionSnapshot/init(validatingRoots:id:children:)``, which build nothing when they throw.
///
/// ```swift
/// do {
///   let outline = try SectionSnapshot(validatingRoots: roots, children: { childrenByID[$0] ?? [] })
/// } catch {
///   error.repeatedItems  // identifiers that appear in more than one place
///   error.cycles         // [["a", "b", "a"]]: "a" is its own ancestor through "b"
/// }
/// ```
///
/// Hostile input can hold a problem at every node, and a cycle as long as the tree is deep, so
/// the error is capped: each list holds at most ``reportLimit`` entries, the first found, with a
/// count of all of them beside it, and each cycle keeps at most ``Cycle/chainLimit`` items of
/// its chain. The error and its ``description`` stay a few kilobytes whatever the input.
public struct SectionSnapshotValidationError<ItemIdentifierType: Hashable & Sendable>: Error {
  /// The most entries the validating initializers list per kind of problem: 100.
  ///
  /// - Complexity: O(1).
  public static var reportLimit: Int { CappedReport<Int>.limit }

  /// Identifiers found more than once, not as their own ancestor: each listed once, in the
  /// order the depth-first walk met their second occurrence; at most ``reportLimit``.
  public var repeatedItems: [ItemIdentifierType]
  /// How many distinct identifiers were found more than once, listed or not.
  public var repeatedItemCount: Int
  /// Identifiers found below themselves, in the order the walk found them; at most
  /// ``reportLimit``. The walk does not descend into a repeated identifier, so a cycle is
  /// reported once per place it is entered.
  public var cycles: [Cycle]
  /// How many cycles the walk found, listed or not.
  public var cycleCount: Int

  /// Creates an error from its parts; each count is that of its list.
  ///
  /// - Complexity: O(1).
  @inlinable
  public init(repeatedItems: [ItemIdentifierType] = [], cycles: [Cycle] = []) {
    self.repeatedItems = repeatedItems
    self.repeatedItemCount = repeatedItems.count
    self.cycles = cycles
    self.cycleCount = cycles.count
  }
}

extension SectionSnapshotValidationError {
  /// An identifier found below itself: the chain of items from that ancestor down to the item
  /// that lists it again as a child, then the ancestor again.
  ///
  /// `["a", "b", "a"]` means "b", a child of "a", lists "a" as a child. A cycle of more than
  /// ``chainLimit`` items keeps the first and the last half of that many, and counts the items
  /// left out between them in ``omittedCount``: the top says which item repeats, the bottom
  /// where it is listed again.
  public struct Cycle: Hashable, Sendable, ExpressibleByArrayLiteral, CustomStringConvertible {
    /// The most items of a chain a cycle keeps: 10.
    ///
    /// - Complexity: O(1).
    public static var chainLimit: Int { 10 }

    /// The chain from the ancestor down to the item that lists it, then the ancestor again;
    /// for a long cycle, its first and last ``chainLimit`` / 2 items.
    public var chain: [ItemIdentifierType]
    /// How many items of the chain are left out between the two halves of ``chain``; 0 when
    /// it is whole.
    public var omittedCount: Int

    /// Creates a cycle from its chain and the number of items left out of its middle.
    ///
    /// - Complexity: O(1).
    @inlinable
    public init(chain: [ItemIdentifierType], omittedCount: Int = 0) {
      self.chain = chain
      self.omittedCount = omittedCount
    }

    /// Creates a whole cycle from its chain: `["a", "b", "a"]`.
    ///
    /// - Complexity: O(*k*) for *k* items.
    @inlinable
    public init(arrayLiteral chain: ItemIdentifierType...) {
      self.init(chain: chain)
    }

    /// The number of items in the whole chain, the ancestor counted at both ends.
    ///
    /// - Complexity: O(1).
    public var length: Int { chain.count + omittedCount }

    /// The chain with arrows, `"a" → "b" → "a"`; a long one shows its first and last
    /// ``chainLimit`` / 2 items and how many lie between: `0 → 1 → … 7 990 more … → 0`.
    ///
    /// - Complexity: O(1) in the length of the chain; each item shown is described once.
    @inline(never)
    public var description: String {
      let half = Self.chainLimit / 2
      let omitted = omittedCount + Swift.max(0, chain.count - 2 * half)
      guard omitted > 0 else {
        return chain.map(describeReportedIdentifier).joined(separator: " → ")
      }
      let top = chain.prefix(half).map(describeReportedIdentifier)
      let bottom = chain.suffix(Swift.min(half, chain.count - top.count))
        .map(describeReportedIdentifier)
      return (top + ["… \(omitted) more …"] + bottom).joined(separator: " → ")
    }
  }
}

extension SectionSnapshotValidationError: Equatable {}
extension SectionSnapshotValidationError: Hashable {}

extension SectionSnapshotValidationError: CustomStringConvertible {
  /// A message naming at most ``reportLimit`` repeated identifiers and cycles, and counting
  /// the rest.
  ///
  /// - Complexity: O(*k*) for the *k* identifiers named, each described once.
  @inline(never)
  public var description: String {
    var parts: [String] = []
    if !repeatedItems.isEmpty || repeatedItemCount > 0 {
      parts.append(
        "repeated item identifiers " + describeReported(repeatedItems, count: repeatedItemCount))
    }
    if !cycles.isEmpty || cycleCount > 0 {
      let shown = cycles.prefix(Self.reportLimit)
      var text = "cycles [" + shown.map(\.description).joined(separator: "; ") + "]"
      let more = Swift.max(cycleCount, cycles.count) - shown.count
      if more > 0 { text += " and \(more) more" }
      parts.append(text)
    }
    return "SectionSnapshot validation failed: " + parts.joined(separator: "; ")
  }
}
