import Foundation

/// The parts of the program a test can run in-process: opening the folder, reading a key
/// script, and playing it to an output.
enum Program {
  /// How the program runs.
  enum Mode: Equatable {
    /// On the keyboard, in raw mode, until `q`.
    case interactive
    /// Plays the key script (none: just the first screen) in a style, then exits.
    case scripted(Options.Style)
  }

  /// Interactive only at a terminal with no key script; otherwise scripted, so that a run
  /// from a pipe, a file or CI never waits for a keyboard. Escape codes go to a terminal, or
  /// wherever `--ansi` says; plain text goes everywhere else.
  static func mode(for options: Options, inputIsTerminal: Bool, outputIsTerminal: Bool) -> Mode {
    if options.keys == nil && inputIsTerminal && outputIsTerminal && options.style != .plain {
      return .interactive
    }
    return .scripted(options.style ?? (outputIsTerminal && options.keys != nil ? .ansi : .plain))
  }

  /// Opens the browser on the folder the options name, after checking that it is one.
  ///
  /// - Parameter loader: Reads folders; the file system unless a test stands in for it.
  static func openBrowser(
    _ options: Options, loader: DirectoryLoader? = nil
  ) throws(UsageError) -> Browser {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: options.path, isDirectory: &isFolder),
      isFolder.boolValue
    else { throw UsageError("not a folder: \(options.path)") }
    // Keep the path as given (a relative path stays relative), without a trailing slash.
    var path = options.path
    while path.count > 1 && path.hasSuffix("/") { path.removeLast() }
    // The label is the folder's own name, even for ".".
    let label = URL(fileURLWithPath: path).standardizedFileURL.lastPathComponent
    return Browser(
      root: FileEntry(path: path, isFolder: true), rootLabel: label, pageSize: options.pageSize,
      loader: loader ?? .fileSystem(showsHidden: options.showsHidden))
  }

  /// The keys of a script, from the arguments, a file, or standard input (`-`).
  static func keys(from source: Options.KeySource) throws(UsageError) -> [Key] {
    let script: String
    switch source {
    case .inline(let text):
      script = text
    case .file("-"):
      script = String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self)
    case .file(let path):
      guard let data = FileManager.default.contents(atPath: path) else {
        throw UsageError("cannot read the key script \(path)")
      }
      script = String(decoding: data, as: UTF8.self)
    }
    do {
      return try parseKeyScript(script)
    } catch {
      throw UsageError(error.description)
    }
  }

  /// Plays keys to the end or to `quit`, writing escape codes for every frame, or the screen
  /// as plain text: the last one, or (with `showsSteps`) the first and one after each key.
  static func play(
    _ keys: [Key], in session: inout BrowserSession, style: Options.Style, showsSteps: Bool,
    to output: inout some TextOutputStream
  ) {
    switch style {
    case .ansi:
      output.write(session.frame())
      for key in keys.prefix(while: { $0 != .quit }) {
        session.press(key)
        output.write(session.frame())
      }
      // Leave the terminal's cursor under the screen, so that a shell prompt does not land
      // in the middle of it.
      output.write("\u{1B}[\(session.size.rows);1H\n")
    case .plain:
      if showsSteps { write(session.plainScreen, titled: "start", to: &output) }
      for key in keys.prefix(while: { $0 != .quit }) {
        session.press(key)
        if showsSteps { write(session.plainScreen, titled: key.scriptName, to: &output) }
      }
      if !showsSteps { write(session.plainScreen, titled: nil, to: &output) }
    }
  }

  private static func write(
    _ screen: [String], titled title: String?, to output: inout some TextOutputStream
  ) {
    if let title { output.write("-- \(title) --\n") }
    for line in screen { output.write(line + "\n") }
  }
}
