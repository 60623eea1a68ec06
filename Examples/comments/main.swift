// Plays a scripted session on a generated comment thread: comments open and page through the
// Outline module's engine, replies load from a simulated server with latency and failures,
// and every step prints the engine's diff and the visible rows. Run `comments --help`.
import Foundation

/// Writes to standard output as the session goes, so that latency is visible.
struct StandardOutput: TextOutputStream {
  mutating func write(_ text: String) {
    FileHandle.standardOutput.write(Data(text.utf8))
  }
}

do {
  let options = try CommandLineOptions(Array(CommandLine.arguments.dropFirst()))
  if options.showsHelp {
    print(CommandLineOptions.usage)
  } else {
    let loader: any CommentLoader = options.isInstant ? InstantLoader() : SimulatedNetwork()
    _ = try await DemoScript.play(
      seed: options.seed, failurePercent: options.failurePercent, loader: loader,
      to: StandardOutput())
  }
} catch let error as UsageError {
  FileHandle.standardError.write(Data("comments: \(error)\n\n\(CommandLineOptions.usage)\n".utf8))
  exit(2)
} catch {
  FileHandle.standardError.write(Data("comments: \(error)\n".utf8))
  exit(1)
}
