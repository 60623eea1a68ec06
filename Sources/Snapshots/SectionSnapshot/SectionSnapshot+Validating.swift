extension SectionSnapshot where ItemIdentifierType: Sendable {
  /// Builds a section snapshot from roots and a function that lists each item's children,
  /// throwing instead of trapping when the data is not a forest of unique identifiers.
  ///
  /// Use it for data you do not control (a server's tree, a file of nested records), where an
  /// identifier may repeat or an item may list one of its ancestors as a child. The walk goes
  /// depth-first, takes the first occurrence of each identifier, reports every later one, and
  /// does not descend below a repeated identifier, so cycles end. If anything is reported,
  /// nothing is built and the error lists it, capped at
  /// ``SectionSnapshotValidationError/reportLimit`` entries per kind with a count of all. To
  /// keep the first occurrences instead of throwing, use ``resolvingRepeats(roots:children:)``.
  ///
  /// ```swift
  /// let outline = try SectionSnapshot(
  ///   validatingRoots: ["Fruit", "Nuts"], children: { childrenByID[$0] ?? [] })
  /// ```
  ///
  /// All items start collapsed; see ``expand(_:)`` and ``copyExpansionState(from:)``.
  ///
  /// - Parameters:
  ///   - roots: The root identifiers, in order.
  ///   - children: The child identifiers of an identifier, in order; called once per item.
  /// - Throws: ``SectionSnapshotValidationError`` reporting the repeated identifiers and cycles.
  /// - Complexity: Expected O(*n*) for *n* identifiers met, if they hash well; O(*n*²) when
  ///   their hashes all collide.
  @inlinable
  public init(
    validatingRoots roots: [ItemIdentifierType],
    children: (ItemIdentifierType) -> [ItemIdentifierType]
  ) throws(SectionSnapshotValidationError<ItemIdentifierType>) {
    try self.init(validatingRoots: roots, id: { $0 }, children: children)
  }

  /// Builds a section snapshot from nested values, identifying each by `id`, throwing instead
  /// of trapping when the identifiers do not form a forest of unique items.
  ///
  /// ```swift
  /// struct Folder { var id: UUID; var subfolders: [Folder] }
  /// let outline = try SectionSnapshot(
  ///   validatingRoots: response.folders, id: \.id, children: \.subfolders)
  /// ```
  ///
  /// The rules are those of ``init(validatingRoots:children:)``; a node whose identifier is
  /// one of its ancestors' is reported as a cycle, which also stops walks through
  /// self-referencing node objects.
  ///
  /// - Parameters:
  ///   - roots: The root nodes, in order.
  ///   - id: The identifier of a node.
  ///   - children: The child nodes of a node, in order; called once per item.
  /// - Throws: ``SectionSnapshotValidationError`` reporting the repeated identifiers and cycles.
  /// - Complexity: Expected O(*n*) for *n* nodes met, if their identifiers hash well;
  ///   O(*n*²) when their hashes all collide.
  @inlinable
  public init<Node>(
    validatingRoots roots: [Node], id: (Node) -> ItemIdentifierType,
    children: (Node) -> [Node]
  ) throws(SectionSnapshotValidationError<ItemIdentifierType>) {
    var findings = SectionSnapshotFindings<ItemIdentifierType>(resolving: false)
    let storage = Self._walk(roots: roots, id: id, children: children, findings: &findings)
    guard findings.repeatedItems.isEmpty, findings.cycleCount == 0 else {
      var error = SectionSnapshotValidationError(
        repeatedItems: findings.repeatedItems.listed, cycles: findings.cycles)
      error.repeatedItemCount = findings.repeatedItems.count
      error.cycleCount = findings.cycleCount
      throw error
    }
    self.init(_storage: storage)
    _checkInvariants()
  }

  /// Builds a section snapshot from roots and a function that lists each item's children,
  /// keeping the first occurrence of every identifier, and returns it with the occurrences it
  /// set aside.
  ///
  /// The walk is that of ``init(validatingRoots:children:)``: depth-first, first occurrence
  /// kept. A later occurrence of an identifier, including one that lists an ancestor again
  /// (a cycle), is left out, and the walk does not go below it; since `children` is a function
  /// of the identifier, the occurrence kept has the same children.
  ///
  /// ```swift
  /// let children = ["Fruit": ["🍎", "🍐"], "Sale": ["🍎", "Fruit"]]
  /// let (outline, repeats) = SectionSnapshot.resolvingRepeats(
  ///   roots: ["Fruit", "Sale"], children: { children[$0] ?? [] })
  /// outline.items  // ["Fruit", "🍎", "🍐", "Sale"]
  /// repeats        // ["🍎", "Fruit"]
  /// ```
  ///
  /// - Parameters:
  ///   - roots: The root identifiers, in order.
  ///   - children: The child identifiers of an identifier, in order; called once per item kept.
  /// - Returns: The outline, all collapsed, and every occurrence left out, in walk order.
  /// - Complexity: Expected O(*n*) for *n* identifiers met, if they hash well; O(*n*²) when
  ///   their hashes all collide.
  @inlinable
  public static func resolvingRepeats(
    roots: [ItemIdentifierType], children: (ItemIdentifierType) -> [ItemIdentifierType]
  ) -> (snapshot: SectionSnapshot, repeats: [ItemIdentifierType]) {
    resolvingRepeats(roots: roots, id: { $0 }, children: children)
  }

  /// Builds a section snapshot from nested values, identifying each by `id` and keeping the
  /// first occurrence of every identifier; returns it with the occurrences it set aside.
  ///
  /// The rules are those of ``resolvingRepeats(roots:children:)``. A node set aside is left
  /// out with everything below it, so a node that appears only under a later occurrence of a
  /// repeated identifier is left out too, unreported; validate with
  /// ``init(validatingRoots:id:children:)`` where that matters.
  ///
  /// - Parameters:
  ///   - roots: The root nodes, in order.
  ///   - id: The identifier of a node.
  ///   - children: The child nodes of a node, in order; called once per node kept.
  /// - Returns: The outline, all collapsed, and the identifier of every node left out, in
  ///   walk order.
  /// - Complexity: Expected O(*n*) for *n* nodes met, if their identifiers hash well;
  ///   O(*n*²) when their hashes all collide.
  @inlinable
  public static func resolvingRepeats<Node>(
    roots: [Node], id: (Node) -> ItemIdentifierType, children: (Node) -> [Node]
  ) -> (snapshot: SectionSnapshot, repeats: [ItemIdentifierType]) {
    var findings = SectionSnapshotFindings<ItemIdentifierType>(resolving: true)
    let storage = _walk(roots: roots, id: id, children: children, findings: &findings)
    let outline = SectionSnapshot(_storage: storage)
    outline._checkInvariants()
    return (outline, findings.setAside)
  }

  /// Walks nested input depth-first, building storage from the first occurrence of every
  /// identifier and recording the later ones in `findings`.
  ///
  /// - Complexity: Expected O(*n*) for *n* nodes met, plus O(1) per problem found: a cycle's
  ///   chain is read from the walk's stack, and only the first ones are read at all.
  @inlinable
  internal static func _walk<Node>(
    roots: [Node], id: (Node) -> ItemIdentifierType, children: (Node) -> [Node],
    findings: inout SectionSnapshotFindings<ItemIdentifierType>
  ) -> Storage {
    typealias Link = SectionSnapshotNode<ItemIdentifierType>
    let storage = Storage()
    var isOnPath: [Bool] = []
    walkNested(roots: roots) { node, parent, slotAtLevel in
      let parent = parent ?? Link.none
      let item = id(node)
      if let earlier = storage.slots[item] {
        if findings.resolving {
          findings.setAside.append(item)
        } else if isOnPath[Int(earlier)] {
          findings.cycleCount += 1
          if findings.cycles.count < SectionSnapshotValidationError<ItemIdentifierType>.reportLimit
          {
            findings.cycles.append(
              Self._cycle(
                levels: Int(
                  storage.nodes[Int(earlier)].level)...Int(storage.nodes[Int(parent)].level),
                repeating: item, in: storage, slotAtLevel: slotAtLevel))
          }
        } else {
          findings.repeatedItems.report(item)
        }
        return nil
      }
      let slot = storage.allocate(
        item, level: storage.childLevel(parent), isExpanded: false,
        isVisible: storage.childrenAreVisible(parent))
      storage.slots[item] = slot
      storage.link(slot, parent: parent, before: Link.none)
      isOnPath.append(true)  // Nothing is freed here, so slots are numbered 0, 1, 2, …
      return (slot, children(node))
    } leave: { slot in
      isOnPath[Int(slot)] = false
    }
    return storage
  }

  /// The cycle that `item` closes: the items at `levels` of the current path, from its
  /// earlier occurrence down to the parent that lists it again, then `item`; at most
  /// `Cycle.chainLimit` items are kept, and only those are read.
  ///
  /// - Complexity: O(1).
  @inlinable
  internal static func _cycle(
    levels: ClosedRange<Int>, repeating item: ItemIdentifierType, in storage: Storage,
    slotAtLevel: (Int) -> Int32
  ) -> SectionSnapshotValidationError<ItemIdentifierType>.Cycle {
    typealias Cycle = SectionSnapshotValidationError<ItemIdentifierType>.Cycle
    let length = levels.count + 1
    let half = Cycle.chainLimit / 2
    let kept: [ClosedRange<Int>]
    if length <= Cycle.chainLimit {
      kept = [levels]
    } else {
      // The top half, and the bottom half less the item that closes the cycle.
      kept = [
        levels.lowerBound...(levels.lowerBound + half - 1),
        (levels.upperBound - half + 2)...levels.upperBound,
      ]
    }
    var chain: [ItemIdentifierType] = []
    chain.reserveCapacity(Swift.min(length, Cycle.chainLimit))
    for range in kept {
      for level in range { chain.append(storage.item(at: slotAtLevel(level))) }
    }
    chain.append(item)
    return Cycle(chain: chain, omittedCount: length - chain.count)
  }
}

/// What the validating walk of nested input found besides the items it kept.
@usableFromInline
internal struct SectionSnapshotFindings<Item: Hashable & Sendable> {
  /// Whether every later occurrence is only set aside, as `resolvingRepeats` does, rather
  /// than sorted into repeats and cycles for an error.
  @usableFromInline internal let resolving: Bool
  /// Repeated identifiers that are not their own ancestors, capped.
  @usableFromInline internal var repeatedItems = CappedReport<Item>()
  /// The first cycles found, at most `reportLimit`.
  @usableFromInline internal var cycles: [SectionSnapshotValidationError<Item>.Cycle] = []
  /// How many cycles were found.
  @usableFromInline internal var cycleCount = 0
  /// Every later occurrence, in walk order, when `resolving`.
  @usableFromInline internal var setAside: [Item] = []

  @inlinable
  internal init(resolving: Bool) {
    self.resolving = resolving
  }
}
