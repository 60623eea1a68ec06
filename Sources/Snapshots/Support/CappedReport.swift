/// The distinct offenders of one kind that a validation found: all of them counted, the first
/// ``limit`` of them kept, so that an error about hostile input stays small.
@usableFromInline
internal struct CappedReport<Element: Hashable> {
  /// The most offenders a validation error lists per kind of problem.
  @usableFromInline internal static var limit: Int { 100 }

  /// The first offenders found, at most ``limit``, in the order found.
  @usableFromInline internal var listed: [Element] = []
  /// How many distinct offenders were found, listed or not.
  @usableFromInline internal var count = 0
  /// Every offender found so far, so that each is counted once.
  @usableFromInline internal var seen = Set<Element>()

  @inlinable
  internal init() {}

  /// Whether nothing was found.
  @inlinable
  internal var isEmpty: Bool { count == 0 }

  /// Counts `element` unless it was counted before, and lists it while there is room.
  ///
  /// - Complexity: Expected O(1), if the element hashes well.
  @inlinable
  internal mutating func report(_ element: Element) {
    guard seen.insert(element).inserted else { return }
    count += 1
    if listed.count < Self.limit { listed.append(element) }
  }
}

/// The longest description of one identifier that an error message quotes in full; longer
/// ones are cut there and end in `…`.
@usableFromInline internal var reportedIdentifierLength: Int { 80 }

/// One identifier for an error message: `String(reflecting:)`, cut after
/// `reportedIdentifierLength` characters.
///
/// - Complexity: O(*d*) for a description of *d* characters.
@inline(never)
@usableFromInline
internal func describeReportedIdentifier<T>(_ identifier: T) -> String {
  let text = String(reflecting: identifier)
  guard
    let cut = text.index(
      text.startIndex, offsetBy: reportedIdentifierLength, limitedBy: text.endIndex),
    cut < text.endIndex
  else { return text }
  return text[..<cut] + "…"
}

/// Listed identifiers for an error message, then how many more there were:
/// `[3, 7] and 12 more`. At most `CappedReport.limit` identifiers are quoted, each cut to
/// `reportedIdentifierLength` characters, so the text is bounded whatever the input.
///
/// - Complexity: O(*k*) for *k* identifiers listed, each described once.
@inline(never)
@usableFromInline
internal func describeReported<T>(_ listed: [T], count: Int) -> String {
  let shown = listed.prefix(CappedReport<Int>.limit)
  let text = "[" + shown.map(describeReportedIdentifier).joined(separator: ", ") + "]"
  let more = Swift.max(count, listed.count) - shown.count
  return more > 0 ? text + " and \(more) more" : text
}
