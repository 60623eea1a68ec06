import Testing

/// The standard error of an exit test, as text.
public func standardError(_ result: ExitTest.Result?) -> String {
  String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
}

/// Checks that an exit test's standard error names every fragment: the operation and each
/// offending identifier of a trap.
public func expectStandardError(
  _ result: ExitTest.Result?, naming fragments: String...,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  expectStandardError(result, naming: fragments, sourceLocation: sourceLocation)
}

/// Checks that an exit test's standard error names every fragment, for fragments kept in a
/// table of cases.
public func expectStandardError(
  _ result: ExitTest.Result?, naming fragments: [String],
  sourceLocation: SourceLocation = #_sourceLocation
) {
  guard let result else { return }
  let stderr = standardError(result)
  for fragment in fragments {
    #expect(
      stderr.contains(fragment), "stderr does not name \(fragment): \(stderr)",
      sourceLocation: sourceLocation)
  }
}
