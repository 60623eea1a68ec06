import Snapshots

/// The keys of a row identity's JSON form, shared with ``OutlineVisibleRow``'s.
internal enum OutlineRowKeys: String, CodingKey {
  case node, footer, level, expanded, children, status, remaining
}

/// Encoded as `{"node": id}`, or `{"footer": id}` for the footer below a node's children and
/// `{"footer": null}` for the roots' footer.
extension OutlineRow: Codable where ID: Codable {
  /// Encodes the row as `{"node": id}` or `{"footer": parent}`.
  ///
  /// - Complexity: O(1), plus encoding the identifier.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: OutlineRowKeys.self)
    try encodeIdentity(into: &container)
  }

  /// Decodes `{"node": id}` or `{"footer": parent}`, or throws `DecodingError` when the object
  /// has neither key or both.
  ///
  /// - Complexity: O(1), plus decoding the identifier.
  public init(from decoder: any Decoder) throws {
    self = try Self(decodingIdentityFrom: try decoder.container(keyedBy: OutlineRowKeys.self))
  }

  /// Writes `node` or `footer` into an object that may hold more.
  internal func encodeIdentity(
    into container: inout KeyedEncodingContainer<OutlineRowKeys>
  )
    throws
  {
    switch self {
    case .node(let id): try container.encode(id, forKey: .node)
    case .footer(let parent?): try container.encode(parent, forKey: .footer)
    case .footer(nil): try container.encodeNil(forKey: .footer)
    }
  }

  /// Reads `node` or `footer` from an object that may hold more.
  internal init(decodingIdentityFrom container: KeyedDecodingContainer<OutlineRowKeys>) throws {
    switch (container.contains(.node), container.contains(.footer)) {
    case (true, false): self = .node(try container.decode(ID.self, forKey: .node))
    case (false, true):
      self =
        try container.decodeNil(forKey: .footer)
        ? .footer(parent: nil) : .footer(parent: try container.decode(ID.self, forKey: .footer))
    default:
      throw wireError(
        at: container.codingPath, "OutlineRow: expected exactly one of \"node\" and \"footer\"")
    }
  }
}
