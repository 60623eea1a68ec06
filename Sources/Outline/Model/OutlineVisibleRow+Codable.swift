import Snapshots

/// Encoded as the row's identity (as ``OutlineRow`` encodes it) with its `level` and content:
/// for a node, `"expanded": true` when expanded and `"children"` when its child count is
/// known; for a footer, `"status"` (`more`, `loading` or `failed`) and, for `more` with a
/// known count, `"remaining"`:
///
/// ```json
/// {"node": "inbox", "level": 0, "expanded": true, "children": 120}
/// {"footer": "inbox", "level": 1, "status": "more", "remaining": 70}
/// {"footer": null, "level": 0, "status": "loading"}
/// ```
extension OutlineVisibleRow: Codable where ID: Codable {
  /// Encodes the row, or throws `EncodingError.invalidValue` when its content is not of its
  /// kind (node content on a footer row, or footer content on a node row).
  ///
  /// - Complexity: O(1), plus encoding the identifier.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: OutlineRowKeys.self)
    try id.encodeIdentity(into: &container)
    try container.encode(level, forKey: .level)
    switch (id, content) {
    case (.node, .node(let isExpanded, let childCount)):
      if isExpanded { try container.encode(true, forKey: .expanded) }
      if let childCount { try container.encode(childCount, forKey: .children) }
    case (.footer, .footer(let footer)):
      switch footer {
      case .more(let remaining):
        try container.encode("more", forKey: .status)
        if let remaining { try container.encode(remaining, forKey: .remaining) }
      case .loading: try container.encode("loading", forKey: .status)
      case .failed: try container.encode("failed", forKey: .status)
      }
    default:
      throw EncodingError.invalidValue(
        self,
        EncodingError.Context(
          codingPath: encoder.codingPath,
          debugDescription: "OutlineVisibleRow: row \(id) has content \(content) of another kind"))
    }
  }

  /// Decodes a row, or throws `DecodingError` for a missing field, a negative `children` or
  /// `remaining`, or a `status` other than `more`, `loading` and `failed`. The level is
  /// checked by the `EditScript` that holds the row.
  ///
  /// - Complexity: O(1), plus decoding the identifier.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: OutlineRowKeys.self)
    let row = try OutlineRow<ID>(decodingIdentityFrom: container)
    let level = try container.decode(Int.self, forKey: .level)
    func count(_ key: OutlineRowKeys) throws -> Int? {
      guard let count = try container.decodeIfPresent(Int.self, forKey: key) else { return nil }
      guard count >= 0 else {
        throw DecodingError.dataCorruptedError(
          forKey: key, in: container,
          debugDescription: "OutlineVisibleRow: \(key.rawValue) \(count) is negative")
      }
      return count
    }
    switch row {
    case .node:
      let isExpanded = try container.decodeIfPresent(Bool.self, forKey: .expanded) ?? false
      self.init(
        id: row, level: level,
        content: .node(isExpanded: isExpanded, childCount: try count(.children)))
    case .footer:
      let status = try container.decode(String.self, forKey: .status)
      let footer: OutlineFooter
      switch status {
      case "more": footer = .more(remaining: try count(.remaining))
      case "loading": footer = .loading
      case "failed": footer = .failed
      default:
        throw DecodingError.dataCorruptedError(
          forKey: .status, in: container,
          debugDescription:
            "OutlineVisibleRow: unknown status \(String(reflecting: status.prefix(80))); "
            + "expected more, loading or failed")
      }
      self.init(id: row, level: level, content: .footer(footer))
    }
  }
}
