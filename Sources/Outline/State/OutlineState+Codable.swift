/// Encoded as a versioned object: `{"version": 1, "expanded": [{"id": …, "show": 5}, …]}`,
/// where `show` is a count of visible children or the string `"all"`.
extension OutlineState: Codable where ID: Codable {
  @usableFromInline
  internal enum CodingKeys: String, CodingKey {
    case version, expanded
  }

  @usableFromInline
  internal enum EntryKeys: String, CodingKey {
    case id, show
  }

  /// The key of an entry of `expanded`, spelled as decoders spell array indices.
  @usableFromInline
  internal struct EntryIndex: CodingKey {
    @usableFromInline internal var intValue: Int?
    @usableFromInline internal var stringValue: String { "Index \(intValue ?? 0)" }

    @usableFromInline
    internal init(intValue: Int) { self.intValue = intValue }

    @usableFromInline
    internal init?(stringValue: String) { nil }
  }

  /// The format version this build writes and reads.
  @usableFromInline internal static var formatVersion: Int { 1 }

  /// Encodes the state in the versioned format, entries in their order.
  ///
  /// - Complexity: O(*e*) for *e* entries, plus encoding the identifiers.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(Self.formatVersion, forKey: .version)
    var list = container.nestedUnkeyedContainer(forKey: .expanded)
    for (id, expansion) in _entries {
      var entry = list.nestedContainer(keyedBy: EntryKeys.self)
      try entry.encode(id, forKey: .id)
      switch expansion {
      case .all: try entry.encode("all", forKey: .show)
      case .first(let count): try entry.encode(count, forKey: .show)
      case .collapsed: try entry.encode(0, forKey: .show)
      }
    }
  }

  /// Decodes a state, or throws `DecodingError.dataCorrupted` naming what is wrong: an
  /// unsupported version, a count that is not positive, a `show` that is neither a count nor
  /// `"all"`, or an identifier listed twice (the error's coding path ends at the repeat).
  /// Nothing is half-decoded. A count above 2 147 483 646 reads as 2 147 483 646, as the
  /// subscript records it.
  ///
  /// The entries are indexed once all are decoded, in a table sized for exactly them, so
  /// decoding adds little to what the decoder itself holds. As for
  /// `OutlineTree`, the expected cost assumes identifiers that hash well; if every identifier
  /// hashes alike, it is O(*e*²).
  ///
  /// - Complexity: O(*e*) expected for *e* entries, plus decoding the identifiers.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let version = try container.decode(Int.self, forKey: .version)
    guard version == Self.formatVersion else {
      throw DecodingError.dataCorruptedError(
        forKey: .version, in: container,
        debugDescription: "OutlineState: unsupported version \(version) (this build reads 1)")
    }
    var list = try container.nestedUnkeyedContainer(forKey: .expanded)
    var entries: [(id: ID, expansion: OutlineExpansion)] = []
    while !list.isAtEnd {
      let entry = try list.nestedContainer(keyedBy: EntryKeys.self)
      let id = try entry.decode(ID.self, forKey: .id)
      entries.append((id, try Self.expansion(of: id, in: entry)))
    }
    // Indexed once the entries are known, with room for exactly them: no rehashing while the
    // table grows, and no count that a decoder could inflate.
    var positions: [ID: Int] = [:]
    positions.reserveCapacity(entries.count)
    for (index, entry) in entries.enumerated() {
      if let first = positions.updateValue(index, forKey: entry.id) {
        throw DecodingError.dataCorrupted(
          DecodingError.Context(
            codingPath: list.codingPath + [EntryIndex(intValue: index)],
            debugDescription:
              "OutlineState: node \(entry.id) is listed twice, at expanded[\(first)] and expanded[\(index)]"
          ))
      }
    }
    _entries = entries
    _positions = positions
  }

  /// The expansion an entry's `show` describes: a positive count or `"all"`.
  @usableFromInline
  internal static func expansion(
    of id: ID, in entry: KeyedDecodingContainer<EntryKeys>
  ) throws -> OutlineExpansion {
    if let count = try? entry.decode(Int.self, forKey: .show) {
      guard count > 0 else {
        throw DecodingError.dataCorruptedError(
          forKey: .show, in: entry,
          debugDescription:
            "OutlineState: node \(id) shows \(count) children; expected a positive count or \"all\""
        )
      }
      return OutlineExpansion.first(count).saturated
    }
    if let word = try? entry.decode(String.self, forKey: .show), word == "all" { return .all }
    throw DecodingError.dataCorruptedError(
      forKey: .show, in: entry,
      debugDescription:
        "OutlineState: node \(id) has no valid \"show\"; expected a positive count or \"all\"")
  }
}
