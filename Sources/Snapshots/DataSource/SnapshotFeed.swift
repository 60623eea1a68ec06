/// A mailbox between many concurrent producers of snapshots and the one data source that shows
/// them: producers submit at any rate from any task; the consumer takes only the newest.
///
/// ```swift
/// let feed = SnapshotFeed<String, Int>()
/// Task.detached { feed.submit(buildSnapshot()) }        // from anywhere, any number of times
/// await dataSource.applySnapshots(from: feed)           // on the data source's actor
/// ```
///
/// Every submission gets a sequence number; a snapshot is handed out only if none newer has
/// arrived, so an older snapshot is never applied after a newer one.
public final class SnapshotFeed<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: @unchecked Sendable {
  // Sendable by construction: `state` is only read or written inside `withState`, under `lock`.
  /// A snapshot with its place in the order of submission.
  public typealias Submission = (
    sequence: Int, snapshot: Snapshot<SectionIdentifierType, ItemIdentifierType>
  )

  private struct State {
    var nextSequence = 0
    var pending: Submission?
    var waiter: CheckedContinuation<Void, Never>?
    var isFinished = false
  }

  private let lock = Lock()
  private var state = State()

  /// Runs `body` on the mailbox while holding the lock.
  private func withState<Result>(_ body: (inout State) -> Result) -> Result {
    lock.withLock { body(&state) }
  }

  private enum Step {
    case take(Submission)
    case stop
    case wait
  }

  /// Creates an empty feed.
  ///
  /// - Complexity: O(1).
  public init() {}

  /// Submits a snapshot, replacing any that is still waiting; returns its sequence number.
  ///
  /// Submitting to a finished feed does nothing and returns `nil`.
  ///
  /// - Complexity: O(1).
  @discardableResult
  public func submit(_ snapshot: Snapshot<SectionIdentifierType, ItemIdentifierType>) -> Int? {
    let (sequence, waiter) = withState { state -> (Int?, CheckedContinuation<Void, Never>?) in
      if state.isFinished { return (nil, nil) }
      let sequence = state.nextSequence
      state.nextSequence += 1
      state.pending = (sequence, snapshot)
      defer { state.waiter = nil }
      return (sequence, state.waiter)
    }
    waiter?.resume()
    return sequence
  }

  /// Ends the feed: the consumer takes what is still waiting, then stops.
  ///
  /// - Complexity: O(1).
  public func finish() {
    let waiter = withState { state in
      state.isFinished = true
      defer { state.waiter = nil }
      return state.waiter
    }
    waiter?.resume()
  }

  /// Whether a snapshot newer than `sequence` is waiting.
  ///
  /// - Complexity: O(1).
  public func hasSubmission(newerThan sequence: Int) -> Bool {
    withState { ($0.pending?.sequence ?? -1) > sequence }
  }

  /// Waits for the newest waiting snapshot and takes it; `nil` once the feed is finished and
  /// empty, or when the waiting task is cancelled. Meant for one consumer at a time.
  ///
  /// - Complexity: O(1) per call, plus the wait.
  public func next() async -> Submission? {
    while !Task.isCancelled {
      let step = withState { state -> Step in
        if let pending = state.pending {
          state.pending = nil
          return .take(pending)
        }
        return state.isFinished ? .stop : .wait
      }
      switch step {
      case .take(let submission): return submission
      case .stop: return nil
      case .wait:
        await withTaskCancellationHandler {
          await withCheckedContinuation { continuation in
            let resumeNow = withState { state -> Bool in
              if state.pending != nil || state.isFinished || Task.isCancelled { return true }
              state.waiter = continuation
              return false
            }
            if resumeNow { continuation.resume() }
          }
        } onCancel: {
          let waiter = withState { state in
            defer { state.waiter = nil }
            return state.waiter
          }
          waiter?.resume()
        }
      }
    }
    return nil
  }
}

extension DiffableDataSource
where SectionIdentifierType: Sendable, ItemIdentifierType: Sendable {
  /// Applies the feed's snapshots until the feed finishes, each time the newest one.
  ///
  /// The changeset is computed off this actor; if the state changed meanwhile it is computed
  /// again, and if a newer snapshot arrived meanwhile the older one is skipped. Call it on the
  /// data source's actor.
  ///
  /// - Complexity: Per applied snapshot, as ``DiffableDataSource/apply(_:animatingDifferences:completion:)``.
  public func applySnapshots(
    from feed: SnapshotFeed<SectionIdentifierType, ItemIdentifierType>,
    animatingDifferences: Bool = true, isolation: isolated (any Actor)? = #isolation
  ) async {
    var lastApplied = -1
    while let (sequence, snapshot) = await feed.next() {
      guard sequence > lastApplied else { continue }
      var changeset: Changeset<SectionIdentifierType, ItemIdentifierType>
      repeat {
        let base = state
        let version = stateVersion
        changeset = await Task.detached { Changeset(from: base, to: snapshot) }.value
        if version == stateVersion { break }
      } while true
      if feed.hasSubmission(newerThan: sequence) { continue }
      requireNotRunning("applySnapshots(from:animatingDifferences:)")
      lastApplied = sequence
      sectionContent = [:]
      commit(
        snapshot, outlines: rebasedOutlines(onto: snapshot),
        kind: animatingDifferences ? .animated : .nonAnimated,
        changeset: changeset, content: nil, "applySnapshots(from:animatingDifferences:)")
    }
  }
}
