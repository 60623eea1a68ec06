extension SectionSnapshot where ItemIdentifierType: Sendable {
  /// Builds a section snapshot from roots and a function that lists each item's children,
  /// throwing instead of trapping when the data is not a forest of unique identifiers.
  ///
  /// Use it for data you do not control (a server's tree, a file of nested records), where an
  /// identifier may repeat or an item may list one of its ancestors as a child. The walk goes
  /// depth-first, takes the first occurrence of each identifier, reports every later one, and
  /// does not descend below a repeated identifier, so cycles end. If anything is reported,
  /// nothing is built and the error lists it all.
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
  /// - Throws: ``SectionSnapshotValidationError`` listing every repeated identifier and cycle.
  /// - Complexity: Expected O(*n* + *p*·*h*) for *n* identifiers met, if they hash well, and
  ///   *p* problems found at depth up to *h*.
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
  /// - Throws: ``SectionSnapshotValidationError`` listing every repeated identifier and cycle.
  /// - Complexity: Expected O(*n* + *p*·*h*) for *n* nodes met, if their identifiers hash
  ///   well, and *p* problems found at depth up to *h*.
  @inlinable
  public init<Node>(
    validatingRoots roots: [Node], id: (Node) -> ItemIdentifierType,
    children: (Node) -> [Node]
  ) throws(SectionSnapshotValidationError<ItemIdentifierType>) {
    typealias Link = SectionSnapshotNode<ItemIdentifierType>
    let storage = Storage()
    var isOnPath: [Bool] = []
    var repeatedItems: [ItemIdentifierType] = []
    var reported = Set<ItemIdentifierType>()
    var cycles: [[ItemIdentifierType]] = []
    // Each frame walks one list of siblings under `parent`.
    var frames: [(nodes: [Node], next: Int, parent: Int32)] = [(roots, 0, Link.none)]
    while let top = frames.indices.last {
      guard frames[top].next < frames[top].nodes.count else {
        let parent = frames[top].parent
        if parent != Link.none { isOnPath[Int(parent)] = false }
        frames.removeLast()
        continue
      }
      let node = frames[top].nodes[frames[top].next]
      frames[top].next += 1
      let parent = frames[top].parent
      let item = id(node)
      if let earlier = storage.slots[item] {
        if isOnPath[Int(earlier)] {
          cycles.append(Self._chain(in: storage, from: earlier, to: parent) + [item])
        } else if reported.insert(item).inserted {
          repeatedItems.append(item)
        }
        continue
      }
      let slot = storage.allocate(
        item, level: storage.childLevel(parent), isExpanded: false,
        isVisible: storage.childrenAreVisible(parent))
      storage.slots[item] = slot
      storage.link(slot, parent: parent, before: Link.none)
      isOnPath.append(false)  // Nothing is freed here, so slots are numbered 0, 1, 2, …
      let nodeChildren = children(node)
      if !nodeChildren.isEmpty {
        isOnPath[Int(slot)] = true
        frames.append((nodeChildren, 0, slot))
      }
    }
    guard repeatedItems.isEmpty, cycles.isEmpty else {
      throw SectionSnapshotValidationError(repeatedItems: repeatedItems, cycles: cycles)
    }
    self.init(_storage: storage)
    _checkInvariants()
  }

  /// The items from the ancestor in `top` down to `bottom`, both included.
  ///
  /// - Complexity: O(*h*) for the *h* links between them.
  @usableFromInline
  @inline(never)
  internal static func _chain(
    in storage: Storage, from top: Int32, to bottom: Int32
  ) -> [ItemIdentifierType] {
    var chain: [ItemIdentifierType] = []
    var slot = bottom
    while true {
      chain.append(storage.item(at: slot))
      if slot == top { break }
      slot = storage.nodes[Int(slot)].parent
    }
    return chain.reversed()
  }
}
