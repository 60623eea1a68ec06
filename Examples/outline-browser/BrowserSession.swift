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

  /// A session on a screen of `size` that has drawn nothing yet.
  init(browser: Browser, size: TerminalSize) {
    self.browser = browser
    viewport = Viewport(height: size.listHeight)
    renderer = ANSIRenderer(size: size)
    viewport.follow(cursor: browser.cursor, rowCount: browser.tree.rowCount)
  }

  /// The screen's size.
  var size: TerminalSize { renderer.size }

  /// Acts on a key; the next ``frame()`` draws its effect.
  mutating func press(_ key: Key) {
    for diff in browser.handle(key) { renderer.perform(diff) }
    viewport.follow(cursor: browser.cursor, rowCount: browser.tree.rowCount)
  }

  /// The escape codes that bring the terminal up to date (the whole screen the first time).
  mutating func frame() -> String {
    renderer.frame(for: browser, viewport: viewport)
  }

  /// Starts drawing afresh on a screen of another size: the next frame redraws everything.
  mutating func resize(to size: TerminalSize) {
    renderer = ANSIRenderer(size: size)
    viewport = Viewport(top: viewport.top, height: size.listHeight)
    viewport.follow(cursor: browser.cursor, rowCount: browser.tree.rowCount)
  }

  /// The screen as plain text, composed from scratch (not from the renderer's model).
  var plainScreen: [String] {
    ScreenLayout.screen(of: browser, viewport: viewport, size: size)
  }
}
