import Dispatch
import Foundation
import FuzzSupport
import Snapshots

/// Several producer threads submit snapshots to one `SnapshotFeed` (and one of them may
/// finish it midway) while one consumer task takes them; the schedule of submissions, pauses
/// and the finish comes from the input. Checks: the sequence numbers handed out are 0, 1, 2, …
/// with none repeated; the consumer takes them in strictly increasing order, each with the
/// snapshot submitted under that number; nothing submitted after the finish is accepted; and
/// the last snapshot accepted before the finish is the last one taken. A lost wake-up shows as
/// a libFuzzer timeout.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  var input = FuzzInput(data, size)
  let producerCount = 1 + input.below(4)
  let finisher = input.below(producerCount + 1)  // == producerCount: finished after the join
  var plans: [[Action]] = Array(repeating: [], count: producerCount)
  var consumerPauses: [UInt32] = []
  var finishPlaced = false
  while !input.isAtEnd {
    let byte = input.byte()
    let producer = Int(byte >> 5) % (producerCount + 1)
    if producer == producerCount {
      consumerPauses.append(UInt32(byte & 0x1F) * 20)
      continue
    }
    switch byte & 0x1F {
    case 0..<20: plans[producer].append(.submit)
    case 20..<28: plans[producer].append(.pause(UInt32(byte & 0x07) * 25))
    case 28..<30: plans[producer].append(.ask)
    default:
      if producer == finisher && !finishPlaced {
        plans[producer].append(.finish)
        finishPlaced = true
      } else {
        plans[producer].append(.submit)
      }
    }
  }
  if finisher < producerCount && !finishPlaced { plans[finisher].append(.finish) }

  let feed = SnapshotFeed<Int, Int>()
  let record = FeedRecord(producers: producerCount)
  let consumed = DispatchSemaphore(value: 0)
  let pauses = consumerPauses
  Task.detached {
    var taken: [Taken] = []
    var pause = 0
    while let (sequence, snapshot) = await feed.next() {
      taken.append(Taken(sequence: sequence, items: snapshot.itemIdentifiers))
      if !pauses.isEmpty {
        usleep(pauses[pause % pauses.count])
        pause += 1
      }
    }
    record.setTaken(taken)
    consumed.signal()
  }
  let schedule = plans
  DispatchQueue.concurrentPerform(iterations: producerCount) { producer in
    var accepted: [Submitted] = []
    var counter = 0
    for action in schedule[producer] {
      switch action {
      case .submit:
        counter += 1
        let item = producer * 100_000 + counter
        var snapshot = Snapshot<Int, Int>()
        snapshot.appendSections([producer])
        snapshot.appendItems([item])
        let finishedBefore = record.isFinished
        let sequence = feed.submit(snapshot)
        accepted.append(Submitted(sequence: sequence, item: item, afterFinish: finishedBefore))
      case .pause(let microseconds): usleep(microseconds)
      case .ask: _ = feed.hasSubmission(newerThan: counter)
      case .finish:
        feed.finish()
        record.markFinished()
      }
    }
    record.setSubmitted(accepted, by: producer)
  }
  feed.finish()
  record.markFinished()
  consumed.wait()

  let calls = schedule.enumerated().map { "producer \($0.offset): \($0.element)" }
  requireNoProblems(record.problems(), "feed", calls: calls)
  return 0
}

enum Action: CustomStringConvertible {
  case submit
  case pause(UInt32)
  case ask
  case finish

  var description: String {
    switch self {
    case .submit: "submit"
    case .pause(let microseconds): "pause \(microseconds)µs"
    case .ask: "hasSubmission"
    case .finish: "finish"
    }
  }
}

struct Submitted {
  /// `nil` when the feed refused the snapshot.
  var sequence: Int?
  var item: Int
  /// Whether the feed had been finished before `submit` was called.
  var afterFinish: Bool
}

struct Taken {
  var sequence: Int
  var items: [Int]
}

/// What the threads did, gathered under a lock and checked after they are all done.
final class FeedRecord: @unchecked Sendable {
  private let lock = NSLock()
  private var submitted: [[Submitted]]
  private var taken: [Taken] = []
  private var finished = false

  init(producers: Int) {
    submitted = Array(repeating: [], count: producers)
  }

  var isFinished: Bool { lock.withLock { finished } }
  func markFinished() { lock.withLock { finished = true } }
  func setSubmitted(_ list: [Submitted], by producer: Int) {
    lock.withLock { submitted[producer] = list }
  }
  func setTaken(_ list: [Taken]) { lock.withLock { taken = list } }

  func problems() -> [String] {
    lock.withLock {
      var found: [String] = []
      let all = submitted.flatMap { $0 }
      let accepted = all.filter { $0.sequence != nil }
      let sequences = accepted.compactMap(\.sequence).sorted()
      if sequences != Array(0..<sequences.count) {
        found.append("sequence numbers handed out: \(sequences)")
      }
      for submission in all where submission.afterFinish && submission.sequence != nil {
        found.append("submission \(submission.item) accepted after the finish")
      }
      let itemBySequence = Dictionary(
        accepted.compactMap { submission in submission.sequence.map { ($0, submission.item) } },
        uniquingKeysWith: { first, _ in first })
      for (earlier, later) in zip(taken, taken.dropFirst()) where earlier.sequence >= later.sequence
      {
        found.append("took \(later.sequence) after \(earlier.sequence)")
      }
      for entry in taken where entry.items != [itemBySequence[entry.sequence] ?? -1] {
        found.append(
          "took \(entry.items) as \(entry.sequence), submitted as "
            + "\(String(describing: itemBySequence[entry.sequence]))")
      }
      if let last = sequences.last, taken.last?.sequence != last {
        found.append(
          "the last accepted submission is \(last), the last taken "
            + "\(String(describing: taken.last?.sequence))")
      }
      if sequences.isEmpty && !taken.isEmpty { found.append("took \(taken.count) of nothing") }
      return found
    }
  }
}
