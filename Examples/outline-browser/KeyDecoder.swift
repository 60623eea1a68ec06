/// Turns the bytes a terminal in raw mode sends into keys.
///
/// Arrow keys arrive as escape sequences (`ESC [ A`, or `ESC O A` in application mode); a
/// read may hold several keys, or end in the middle of a sequence, so the decoder keeps what
/// it could not finish for the next read.
struct KeyDecoder {
  private var pending: [UInt8] = []

  /// The keys the bytes complete; unknown bytes and sequences are dropped.
  mutating func keys(from bytes: some Sequence<UInt8>) -> [Key] {
    pending += bytes
    var keys: [Key] = []
    var index = 0
    while index < pending.count {
      let byte = pending[index]
      if byte == 0x1B {
        // Wait for the byte after Escape; `[` or `O` starts a sequence of three bytes.
        guard index + 1 < pending.count else { break }
        let introducer = pending[index + 1]
        guard introducer == UInt8(ascii: "[") || introducer == UInt8(ascii: "O") else {
          index += 1  // a lone Escape: ignored
          continue
        }
        guard index + 2 < pending.count else { break }
        if let key = Self.arrow(pending[index + 2]) { keys.append(key) }
        index += 3
        continue
      }
      if let key = Self.plain(byte) { keys.append(key) }
      index += 1
    }
    pending.removeFirst(index)
    return keys
  }

  private static func arrow(_ final: UInt8) -> Key? {
    switch final {
    case UInt8(ascii: "A"): return .up
    case UInt8(ascii: "B"): return .down
    case UInt8(ascii: "C"): return .right
    case UInt8(ascii: "D"): return .left
    default: return nil
    }
  }

  private static func plain(_ byte: UInt8) -> Key? {
    switch byte {
    case UInt8(ascii: "\r"), UInt8(ascii: "\n"), UInt8(ascii: " "): return .activate
    case 0x03, 0x04: return .quit  // Ctrl-C and Ctrl-D: raw mode delivers them as bytes
    default: return Key(scriptWord: String(UnicodeScalar(byte)))
    }
  }
}
