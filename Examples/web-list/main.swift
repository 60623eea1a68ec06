// Plays the scripted mail session and writes a page that replays its edit scripts in a
// browser, one keyed DOM edit per step. Run `web-list --help`.
import Foundation

let options: Options
do {
  options = try Options(arguments: Array(CommandLine.arguments.dropFirst()))
} catch {
  FileHandle.standardError.write(Data("web-list: \(error.message)\n\n\(Options.usage)\n".utf8))
  exit(2)
}
if options.help {
  print(Options.usage)
  exit(0)
}
let stream = Session.stream
do {
  let paths = try PageWriter.write(stream, to: options.outputDirectory!)
  let steps = stream.frames.map(\.update.stepCount).reduce(0, +)
  print("web-list: \(stream.frames.count) updates, \(steps) edit-script steps")
  for (index, frame) in stream.frames.enumerated() {
    let count = frame.update.stepCount
    print("  \(index + 1). \(frame.title): \(count) \(count == 1 ? "step" : "steps")")
  }
  for path in paths { print("wrote \(path)") }
} catch {
  FileHandle.standardError.write(Data("web-list: cannot write the page: \(error)\n".utf8))
  exit(3)
}
