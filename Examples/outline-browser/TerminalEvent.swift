/// Something the interactive browser waits for: bytes from the keyboard, a change of the
/// terminal's size, or the end of input.
enum TerminalEvent: Equatable {
  /// Bytes the keyboard sent (at least one).
  case bytes([UInt8])
  /// The terminal changed size (`SIGWINCH`); the size it has now.
  case resized(TerminalSize)
  /// Standard input closed.
  case end
}

extension BrowserSession {
  /// Acts on one event of an interactive run and returns the frame to send, or `nil` when
  /// the run ends (the end of input, or a quit key).
  ///
  /// A resize redraws at once, at the new size, without waiting for a key; a size below
  /// ``TerminalSize/minimum`` shows the too-small notice until the terminal grows again.
  /// Keys pressed while the notice shows still act on the browser.
  mutating func respond(to event: TerminalEvent, decoder: inout KeyDecoder) -> String? {
    switch event {
    case .end:
      return nil
    case .resized(let size):
      resize(to: size)
    case .bytes(let bytes):
      for key in decoder.keys(from: bytes) {
        if key == .quit { return nil }
        press(key)
      }
    }
    return frame()
  }
}
