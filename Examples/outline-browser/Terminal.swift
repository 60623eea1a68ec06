#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// The terminal's settings before raw mode, for the signal handler that restores them.
///
/// Written once before the handler is installed and only read afterwards; a signal handler
/// can reach nothing but globals.
nonisolated(unsafe) private var savedSettings = termios()

/// The pipe the `SIGWINCH` handler writes a byte into, so that the wait for a key wakes up as
/// soon as the terminal changes size; -1 while there is none.
///
/// Written once before the handler is installed and only read afterwards, like
/// `savedSettings`. A flag alone would not do: a signal that arrives just before the wait
/// starts would go unnoticed until the next key.
nonisolated(unsafe) private var resizeReader: Int32 = -1
nonisolated(unsafe) private var resizeWriter: Int32 = -1

/// The terminal, switched to raw mode and the alternate screen for as long as the browser
/// runs.
///
/// Raw mode delivers every key at once, unechoed; Ctrl-C arrives as a byte (a quit key)
/// rather than a signal, so the program always gets to ``restore()``. A signal that ends the
/// program anyway (SIGTERM, SIGHUP, SIGQUIT) restores the settings from a handler first.
/// A change of the terminal's size (SIGWINCH) wakes ``nextEvent()`` at once.
final class RawTerminal {
  private let input: Int32
  private var isRestored = false

  /// Switches `input` to raw mode; `nil` when it is not a terminal.
  init?(input: Int32 = STDIN_FILENO) {
    guard isatty(input) == 1, tcgetattr(input, &savedSettings) == 0 else { return nil }
    self.input = input
    var raw = savedSettings
    raw.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
    raw.c_iflag &= ~tcflag_t(IXON | ICRNL)
    // Block until at least one byte arrives, with no timeout.
    withUnsafeMutableBytes(of: &raw.c_cc) { cc in
      cc[Int(VMIN)] = 1
      cc[Int(VTIME)] = 0
    }
    tcsetattr(input, TCSAFLUSH, &raw)
    for number in [SIGTERM, SIGHUP, SIGQUIT] {
      _ = signal(number) { number in
        // Only async-signal-safe calls here, and a literal rather than a lazily made global.
        let leave: StaticString = "\u{1B}[?25h\u{1B}[?1049l"
        tcsetattr(STDIN_FILENO, TCSAFLUSH, &savedSettings)
        _ = write(STDOUT_FILENO, leave.utf8Start, leave.utf8CodeUnitCount)
        _exit(128 + number)
      }
    }
    var ends: [Int32] = [-1, -1]
    if pipe(&ends) == 0 {
      for end in ends { _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK) }
      resizeReader = ends[0]
      resizeWriter = ends[1]
      _ = signal(SIGWINCH) { _ in
        // Only async-signal-safe calls; a full pipe already holds a wake-up.
        let saved = errno
        var byte: UInt8 = 1
        _ = write(resizeWriter, &byte, 1)
        errno = saved
      }
    }
    // The alternate screen keeps the shell's screen intact; the cursor hides while drawing.
    Self.send("\u{1B}[?1049h\u{1B}[?25l")
  }

  /// Puts the terminal back as it was; safe to call more than once.
  func restore() {
    guard !isRestored else { return }
    isRestored = true
    _ = signal(SIGWINCH, SIG_DFL)
    Self.send("\u{1B}[?25h\u{1B}[?1049l")  // show the cursor, leave the alternate screen
    tcsetattr(input, TCSAFLUSH, &savedSettings)
  }

  deinit { restore() }

  /// Waits for the keyboard or a change of size, whichever comes first.
  func nextEvent() -> TerminalEvent {
    while true {
      var waits = [
        pollfd(fd: input, events: Int16(POLLIN), revents: 0),
        // A negative descriptor (no pipe) is skipped by poll.
        pollfd(fd: resizeReader, events: Int16(POLLIN), revents: 0),
      ]
      if poll(&waits, nfds_t(waits.count), -1) < 0 {
        if errno == EINTR { continue }  // a signal other than through the pipe
        return .end
      }
      if waits[1].revents & Int16(POLLIN) != 0 {
        var drained = [UInt8](repeating: 0, count: 64)
        while read(resizeReader, &drained, drained.count) > 0 {}
        if let size = Self.size() { return .resized(size) }
      }
      if waits[0].revents != 0 {
        let bytes = readBytes()
        return bytes.isEmpty ? .end : .bytes(bytes)
      }
    }
  }

  /// Reads what the keyboard sent: at least one byte, or none at the end of input.
  func readBytes() -> [UInt8] {
    var buffer = [UInt8](repeating: 0, count: 64)
    let count = buffer.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
    return count > 0 ? Array(buffer.prefix(count)) : []
  }

  /// Writes to standard output at once, unbuffered.
  static func send(_ text: String) {
    var text = text
    text.withUTF8 { bytes in
      var sent = 0
      while sent < bytes.count {
        let result = write(STDOUT_FILENO, bytes.baseAddress! + sent, bytes.count - sent)
        guard result > 0 else { return }
        sent += result
      }
    }
  }

  /// The size of the terminal on standard output, if it is one; it may be below
  /// ``TerminalSize/minimum``, which the session shows as a notice.
  static func size() -> TerminalSize? {
    var window = winsize()
    guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &window) == 0, window.ws_row > 0,
      window.ws_col > 0
    else { return nil }
    return TerminalSize(columns: Int(window.ws_col), rows: Int(window.ws_row))
  }
}

extension BrowserSession {
  /// Runs the browser on the keyboard until `q`, Ctrl-C or the end of input.
  ///
  /// A change of the terminal's size redraws everything at once, at the new size.
  mutating func runInteractively(on terminal: RawTerminal) {
    var decoder = KeyDecoder()
    RawTerminal.send(frame())
    while let frame = respond(to: terminal.nextEvent(), decoder: &decoder) {
      RawTerminal.send(frame)
    }
  }
}
