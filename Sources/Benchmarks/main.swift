import Foundation

/// Every case family, in the order the table shows them.
let cases =
  DiffCases.all() + StandardLibraryCases.all() + ChangesetCases.all() + EditScriptCases.all()
  + SnapshotCases.all() + RecordedApplyCases.all() + ScatteredRecordCases.all()
  + ContentCases.all()
  + MemoryCase.all() + OutlineBaselineCases.all() + SectionSnapshotCases.all()
  + OutlineCases.all() + AppKitTableCases.all() + AppKitOutlineCases.all() + ListHostCases.all()
  + OutlineHostCases.all()

do {
  let options = try Options(arguments: Array(CommandLine.arguments.dropFirst()))
  if let itemCount = options.memoryChild {
    MemoryCase.measureInChild(itemCount: itemCount)
  } else {
    Runner(options: options, cases: cases).run()
  }
} catch {
  if let message = error.message {
    FileHandle.standardError.write(Data("error: \(message)\n\n\(Options.usage)\n".utf8))
    exit(2)
  }
  print(Options.usage)
}
