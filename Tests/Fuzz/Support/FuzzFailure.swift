import Foundation

/// Stops the fuzz run when a check finds problems, so that libFuzzer saves the input.
///
/// The problems and the calls that led to them go to standard error first; the trap then
/// makes libFuzzer report a crash with the input's path.
public func requireNoProblems(
  _ problems: [String], _ what: @autoclosure () -> String, calls: [String] = []
) {
  guard !problems.isEmpty else { return }
  fail(what(), problems, calls: calls)
}

/// Stops the fuzz run when `condition` is false.
public func require(
  _ condition: Bool, _ what: @autoclosure () -> String, calls: [String] = []
) {
  guard !condition else { return }
  fail(what(), [], calls: calls)
}

private func fail(_ what: String, _ problems: [String], calls: [String]) -> Never {
  var message = "FUZZ CHECK FAILED: \(what)\n"
  for problem in problems { message += "  problem: \(problem)\n" }
  if !calls.isEmpty {
    message += "  calls:\n"
    for call in calls { message += "    \(call)\n" }
  }
  FileHandle.standardError.write(Data(message.utf8))
  fatalError("fuzz check failed: \(what)")
}
