/// One run of the browser: its state, the window on the rows and the renderer, driven a key
/// at a time.
///
/// The order of work per key is the point of the example: the browser turns the key into
/// outline updates, the renderer performs each update's diff on its model of the screen,
/// the window follows the cursor, and only then is a frame drawn.
struct BrowserSession {
  /// The browser's state.
  private(set) var browser: Browser
  /// The rows on screen.
  private(set) var viewport: Viewport
  /// The incremental renderer, which keeps its model of the screen in step with every key.
  private(set) var renderer: ANSIRenderer
  /// The terminal's size while it is too small for the browser, which then shows only a
  /// notice; `nil` while the browser fits.
  private(set) var undersize: TerminalSize?

  /// A session on a screen of `size` that has drawn nothing yet.
  init(browser: Browser, size: TerminalSize) {
    self.browser = browser
    // Below the minimum, the renderer waits at the minimum size for the terminal to grow.
    let drawable = size.fitsBrowser ? size : .minimum
    viewport = Viewport(height: drawable.listHeight)
    renderer = ANSIRenderer(size: drawable)
    undersize = size.fitsBrowser ? nil : size
    viewport.follow(cursor: browser.cursor, rowCount: browser.tree.rowCount)
  }

  /// The screen's size.
  var size: TerminalSize { undersize ?? renderer.size }

  /// Acts on a key; the next ``frame()`` draws its effect.
  mutating func press(_ key: Key) {
    for diff in browser.handle(key) { renderer.perform(diff) }
    viewport.follow(cursor: browser.cursor, rowCount: browser.tree.rowCount)
  }

  /// The escape codes that bring the terminal up to date (the whole screen the first time,
  /// and the notice alone while the terminal is too small).
  mutating func frame() -> String {
    guard let undersize else { return renderer.frame(for: browser, viewport: viewport) }
    var frame = "\u{1B}[2J"
    for (offset, line) in ScreenLayout.tooSmall(undersize).enumerated() {
      frame += "\u{1B}[\(offset + 1);1H" + line
    }
    return frame
  }

  /// Starts drawing afresh on a screen of another size: the next frame redraws everything,
  /// or shows the too-small notice. The same size again changes nothing.
  mutating func resize(to size: TerminalSize) {
    guard size != self.size else { return }
    guard size.fitsBrowser else {
      undersize = size
      return
    }
    undersize = nil
    renderer = ANSIRenderer(size: size)
    viewport = Viewport(top: viewport.top, height: size.listHeight)
    viewport.follow(cursor: browser.cursor, rowCount: browser.tree.rowCount)
  }

  /// The screen as plain text, composed from scratch (not from the renderer's model).
  var plainScreen: [String] {
    if let undersize { return ScreenLayout.tooSmall(undersize) }
    return ScreenLayout.screen(of: browser, viewport: viewport, size: size)
  }
}
