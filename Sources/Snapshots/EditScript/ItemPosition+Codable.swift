/// Encoded as `[section, offset]`.
extension ItemPosition: Codable {
  /// Encodes the position as `[section, offset]`.
  ///
  /// - Complexity: O(1).
  public func encode(to encoder: any Encoder) throws {
    try encodeWirePair(section, offset, to: encoder)
  }

  /// Decodes `[section, offset]`; the numbers are checked by whatever holds the position.
  ///
  /// - Complexity: O(1).
  public init(from decoder: any Decoder) throws {
    let (section, offset) = try decodeWirePair(from: decoder, "ItemPosition")
    self.init(section: section, offset: offset)
  }
}
