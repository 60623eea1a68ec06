/// Why an ``EditScript`` cannot apply: which step, and what is wrong with it.
///
/// Thrown by ``EditScript/validate()``, by the `applying(validating:)` methods and by decoding,
/// none of which changes or builds anything when it throws.
public struct EditScriptError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What is wrong.
  public enum Reason: Hashable, Sendable {
    /// The state does not have the shape the script starts from (counts, described).
    case startMismatch(expected: String, found: String)
    /// A count is negative.
    case negativeCount(Int)
    /// An offset is outside `0..<count` (or `0...count` for an insert).
    case offsetOutOfRange(offset: Int, count: Int)
    /// A section offset is outside the sections the state has at that step.
    case sectionOutOfRange(section: Int, count: Int)
    /// A step names an identifier that is not the one at its offset (both described).
    case identifierMismatch(expected: String, found: String)
    /// A step inserts an identifier that the state already holds (described).
    case identifierPresent(String)
    /// A step lists the same identifier twice (described).
    case repeatedIdentifier(String)
    /// A level is negative.
    case levelOutOfRange(level: Int)
  }

  /// The offset of the offending step in ``EditScript/steps``, or `nil` when the problem is the
  /// start itself.
  public var step: Int?
  /// What is wrong.
  public var reason: Reason

  /// Creates an error.
  ///
  /// - Complexity: O(1).
  public init(step: Int?, reason: Reason) {
    self.step = step
    self.reason = reason
  }

  /// The step and the problem in one sentence.
  ///
  /// - Complexity: O(1), plus the described identifiers.
  public var description: String {
    let place = step.map { "step \($0)" } ?? "start"
    let problem: String
    switch reason {
    case .startMismatch(let expected, let found):
      problem = "the script starts from \(expected), the state is \(found)"
    case .negativeCount(let count): problem = "negative count \(count)"
    case .offsetOutOfRange(let offset, let count):
      problem = "offset \(offset) is out of range for \(count) elements"
    case .sectionOutOfRange(let section, let count):
      problem = "section \(section) is out of range for \(count) sections"
    case .identifierMismatch(let expected, let found):
      problem = "the step names \(expected) but the state holds \(found)"
    case .identifierPresent(let id): problem = "\(id) is already present"
    case .repeatedIdentifier(let id): problem = "\(id) is listed twice"
    case .levelOutOfRange(let level): problem = "level \(level) is out of range"
    }
    return "EditScript: \(place): \(problem)"
  }
}
