/// Encoded as `[from, to]`.
extension Diff.OffsetPair: Codable {
  /// Encodes the pair as `[from, to]`.
  ///
  /// - Complexity: O(1).
  public func encode(to encoder: any Encoder) throws {
    try encodeWirePair(from, to, to: encoder)
  }

  /// Decodes `[from, to]`; the offsets are checked by the ``Diff`` that holds the pair.
  ///
  /// - Complexity: O(1).
  public init(from decoder: any Decoder) throws {
    let (from, to) = try decodeWirePair(from: decoder, "Diff.OffsetPair")
    self.init(from: from, to: to)
  }
}

/// Encoded as `{"deletes": [2], "inserts": [3], "moves": [[0, 1]], "updates": [[4, 4]]}`, each
/// pair `[from, to]`; an empty list is left out, and a missing one decodes as empty.
extension Diff: Codable {
  private enum CodingKeys: String, CodingKey {
    case deletes, inserts, moves, updates
  }

  /// Encodes the four lists, leaving out the empty ones.
  ///
  /// - Complexity: O(*c*) for *c* changes.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    if !deletes.isEmpty { try container.encode(deletes, forKey: .deletes) }
    if !inserts.isEmpty { try container.encode(inserts, forKey: .inserts) }
    if !moves.isEmpty { try container.encode(moves, forKey: .moves) }
    if !updates.isEmpty { try container.encode(updates, forKey: .updates) }
  }

  /// Decodes a diff, or throws `DecodingError.dataCorrupted` at the first element that no
  /// computed diff could hold, with a ``BatchValidationError`` as its underlying error.
  ///
  /// Checked, without the collections: every offset is non-negative; deletes and inserts are
  /// strictly ascending; moves and updates are strictly ascending by `to`, and no two share a
  /// `from`; no move or update starts at a delete or ends at an insert; an update of a moved
  /// element pairs the move's offsets, and an update of an element left in place pairs the
  /// offsets that the deletes, inserts and moves leave matched. Nothing is built on error.
  ///
  /// - Complexity: O(*c* log *c*) for *c* changes, plus decoding them.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let deletes = try container.decodeIfPresent([Int].self, forKey: .deletes) ?? []
    let inserts = try container.decodeIfPresent([Int].self, forKey: .inserts) ?? []
    let moves = try container.decodeIfPresent([OffsetPair].self, forKey: .moves) ?? []
    let updates = try container.decodeIfPresent([OffsetPair].self, forKey: .updates) ?? []
    if let (key, problem) = Self.findProblem(deletes, inserts, moves, updates) {
      throw wireError(
        at: container.codingPath + [key, WireIndex(problem.index)], "Diff: \(problem)",
        underlying: problem)
    }
    self.init(deletes: deletes, inserts: inserts, moves: moves, updates: updates)
  }

  /// The first element that breaks the rules ``init(from:)`` lists, with the key of its list.
  ///
  /// - Complexity: O(*c* log *c*) for *c* changes.
  private static func findProblem(
    _ deletes: [Int], _ inserts: [Int], _ moves: [OffsetPair], _ updates: [OffsetPair]
  ) -> (CodingKeys, BatchValidationError)? {
    func problem(
      _ key: CodingKeys, _ index: Int, _ element: String, _ reason: BatchValidationError.Reason
    ) -> (CodingKeys, BatchValidationError) {
      (
        key,
        BatchValidationError(list: key.rawValue, index: index, element: element, reason: reason)
      )
    }
    for (key, list) in [(CodingKeys.deletes, deletes), (.inserts, inserts)] {
      if let index = firstNotAscending(list, from: 0) {
        return problem(
          key, index, "\(list[index])", list[index] < 0 ? .negativeOffset : .outOfOrder)
      }
    }
    var sortedSources: [CodingKeys: [Int]] = [:]
    for (key, pairs) in [(CodingKeys.moves, moves), (.updates, updates)] {
      for (index, pair) in pairs.enumerated() {
        if pair.from < 0 || pair.to < 0 { return problem(key, index, "\(pair)", .negativeOffset) }
        if index > 0 && pair.to <= pairs[index - 1].to {
          return problem(key, index, "\(pair)", .outOfOrder)
        }
        if sortedContains(deletes, pair.from) {
          return problem(key, index, "\(pair)", .namedTwice(other: "deletes"))
        }
        if sortedContains(inserts, pair.to) {
          return problem(key, index, "\(pair)", .namedTwice(other: "inserts"))
        }
      }
      // A second pair leaving the same old offset: report the later one in list order.
      var firstBySource: [Int: Int] = [:]
      firstBySource.reserveCapacity(pairs.count)
      for (index, pair) in pairs.enumerated()
      where firstBySource.updateValue(index, forKey: pair.from) != nil {
        return problem(key, index, "\(pair)", .namedTwice(other: key.rawValue))
      }
      sortedSources[key] = pairs.map(\.from).sorted()
    }
    // Moves are ascending by `to`, so a binary search finds the move of an updated element.
    let moveSources = sortedSources[.moves] ?? []
    let moveTargets = moves.map(\.to)
    for (index, update) in updates.enumerated() {
      let position = sortedCountBelow(moveTargets, update.to)
      if position < moves.count && moveTargets[position] == update.to {
        if moves[position].from != update.from {
          return problem(.updates, index, "\(update)", .unmatchedPair)
        }
        continue
      }
      if sortedContains(moveSources, update.from) {
        return problem(.updates, index, "\(update)", .unmatchedPair)
      }
      // Elements left in place keep their order: the k-th old one that is neither deleted nor
      // moved is the k-th new one that is neither inserted nor moved.
      let oldRank =
        update.from - sortedCountBelow(deletes, update.from)
        - sortedCountBelow(moveSources, update.from)
      let newRank = update.to - sortedCountBelow(inserts, update.to) - position
      if oldRank != newRank { return problem(.updates, index, "\(update)", .unmatchedPair) }
    }
    return nil
  }
}
