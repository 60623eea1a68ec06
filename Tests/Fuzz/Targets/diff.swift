import FuzzSupport
import Snapshots

/// An element with an identity and a content, both small so that inputs repeat identities.
struct Element: Hashable, CustomStringConvertible {
  var id: Int
  var content: Int
  var description: String { "\(id)/\(content)" }
}

/// Diffs two short collections with repeated identities, three ways (elements as their own
/// identity, identity by key with updates by `==`, identity by key with a content closure),
/// also as slices whose indices do not start at 0, and checks each diff by replaying it: the
/// k-th-to-k-th matching, minimal moves (matched count minus a longest increasing
/// subsequence), exact updates, and that its `CollectionDifference` applies.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  var input = FuzzInput(data, size)
  let alphabet = 1 + input.below(24)
  let oldCount = input.below(64)
  let padding = input.below(3)
  func element(_ byte: UInt8) -> Element {
    Element(id: Int(byte & 0x3F) % alphabet, content: Int(byte >> 6))
  }
  var old: [Element] = []
  while old.count < oldCount && !input.isAtEnd { old.append(element(input.byte())) }
  var new: [Element] = []
  while !input.isAtEnd { new.append(element(input.byte())) }
  let calls = ["old = \(old)", "new = \(new)"]

  let oldIDs = old.map(\.id)
  let newIDs = new.map(\.id)
  let byIdentity = Diff(from: oldIDs, to: newIDs)
  requireNoProblems(
    DiffChecker.problems(in: byIdentity, from: oldIDs, to: newIDs),
    "Diff(from: old ids, to: new ids): \(byIdentity)", calls: calls)
  requireNoProblems(
    DiffChecker.problems(
      in: byIdentity.collectionDifference(from: oldIDs, to: newIDs), of: byIdentity,
      from: oldIDs, to: newIDs),
    "collectionDifference of \(byIdentity)", calls: calls)

  let byKey = Diff(from: old, to: new, id: \.id)
  requireNoProblems(
    DiffChecker.problems(in: byKey, from: old, to: new, id: \.id, contentEquals: ==),
    "Diff(from: old, to: new, id: \\.id): \(byKey)", calls: calls)
  requireNoProblems(
    DiffChecker.problems(
      in: byKey.collectionDifference(from: old, to: new), of: byKey, from: old, to: new),
    "collectionDifference of \(byKey)", calls: calls)

  // Content compared on its low bit only: some changed elements count as unchanged.
  let lowBit: (Element, Element) -> Bool = { $0.content & 1 == $1.content & 1 }
  let byClosure = Diff(from: old, to: new, id: \.id, contentEquals: lowBit)
  requireNoProblems(
    DiffChecker.problems(in: byClosure, from: old, to: new, id: \.id, contentEquals: lowBit),
    "Diff(from: old, to: new, id: \\.id, contentEquals: low bit): \(byClosure)", calls: calls)

  // The same collections as slices of longer arrays: offsets must count from startIndex.
  let filler = Array(repeating: Element(id: -1, content: 0), count: padding)
  let oldSlice = (filler + old + filler).dropFirst(padding).dropLast(padding)
  let newSlice = (filler + filler + new).dropFirst(2 * padding)
  let bySlices = Diff(from: oldSlice, to: newSlice, id: \.id)
  require(bySlices == byKey, "slices diff as \(bySlices), arrays as \(byKey)", calls: calls)
  let sliceDifference = bySlices.collectionDifference(from: oldSlice, to: newSlice)
  require(
    old.applying(sliceDifference) == new,
    "the slices' collectionDifference does not turn old into new", calls: calls)
  return 0
}
