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
  /// `"all"`, or an identifier listed twice. Nothing is half-decoded.
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
    var state = OutlineState()
    while !list.isAtEnd {
      let entry = try list.nestedContainer(keyedBy: EntryKeys.self)
      let id = try entry.decode(ID.self, forKey: .id)
      let expansion: OutlineExpansion
      if let count = try? entry.decode(Int.self, forKey: .show) {
        guard count > 0 else {
          throw DecodingError.dataCorruptedError(
            forKey: .show, in: entry,
            debugDescription:
              "OutlineState: node \(id) shows \(count) children; expected a positive count or \"all\""
          )
        }
        expansion = .first(count)
      } else if let word = try? entry.decode(String.self, forKey: .show), word == "all" {
        expansion = .all
      } else {
        throw DecodingError.dataCorruptedError(
          forKey: .show, in: entry,
          debugDescription:
            "OutlineState: node \(id) has no valid \"show\"; expected a positive count or \"all\"")
      }
      guard state._positions[id] == nil else {
        throw DecodingError.dataCorruptedError(
          in: list, debugDescription: "OutlineState: node \(id) is listed twice")
      }
      state[id] = expansion
    }
    self = state
  }
}
