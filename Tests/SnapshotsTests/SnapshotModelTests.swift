import Snapshots
import TestSupport
import Testing

/// `Snapshot` against the plain reference model `SnapshotModel`, driven by random sequences of
/// every mutating member, with every query compared after every step (the storage's own
/// invariants are checked by each mutation in debug builds).
@Suite("Snapshot: reference model")
struct SnapshotModelTests {
  /// Sequences per storage mode, and steps per sequence.
  static let sequences: UInt64 = 400
  static let steps = 40

  /// Whether each mutation runs on uniquely referenced storage or with a copy alive.
  enum StorageMode: String, CaseIterable, Sendable {
    /// No other value shares the storage while it is mutated.
    case unique
    /// A copy taken right before each mutation must read the same afterwards.
    case shared
  }

  @Test(arguments: StorageMode.allCases)
  func randomOperationSequences(mode: StorageMode) {
    let generator = SnapshotOperationGenerator()
    let itemProbes = Array(0...generator.itemRange)
    let sectionProbes = Array(0...generator.sectionRange)
    for seed in 0..<Self.sequences {
      runSequence(
        mode: mode, seed: seed &+ (mode == .shared ? 1 << 32 : 0), steps: Self.steps,
        generator: generator
      ) { step, snapshot, model, modelBefore, copy, history in
        let problems = model.differences(
          from: snapshot, probingItems: itemProbes, probingSections: sectionProbes)
        #expect(problems.isEmpty, "\(mode), seed \(seed): after \(history)\n\(problems)")
        if step % 4 == 3 {
          #expect(
            snapshot == model.structuralSnapshot, "\(mode), seed \(seed): == after \(history)")
        }
        if let copy {
          let copyProblems = modelBefore.differences(from: copy, probingItems: itemProbes)
          #expect(
            copyProblems.isEmpty,
            "\(mode), seed \(seed): the copy changed after \(history)\n\(copyProblems)")
          let structureChanged =
            modelBefore.sectionIdentifiers != model.sectionIdentifiers
            || modelBefore.sections.map { $0.items } != model.sections.map { $0.items }
          #expect(
            (copy == snapshot) != structureChanged,
            "\(mode), seed \(seed): == of copy and original after \(history)")
        }
        return problems.isEmpty
      }
    }
  }

  /// Mutating a copy leaves the original alone, for every kind of mutation (the mirror image
  /// of the shared mode above).
  @Test func mutatingTheCopyLeavesTheOriginal() {
    let generator = SnapshotOperationGenerator()
    for seed in 0..<Self.sequences / 2 {
      var random = SeededGenerator(seed: seed &+ 1 << 33)
      var snapshot = Snapshot<Int, Int>()
      var model = SnapshotModel()
      for _ in 0..<Self.steps {
        let operation = generator.operation(for: model, using: &random)
        var copy = snapshot
        var copyModel = model
        operation.apply(to: &copy)
        operation.apply(to: &copyModel)
        let problems = model.differences(from: snapshot)
        #expect(problems.isEmpty, "seed \(seed): original changed by \(operation) on a copy")
        #expect(copyModel.differences(from: copy).isEmpty, "seed \(seed): \(operation) on a copy")
        snapshot = copy
        model = copyModel
        if !problems.isEmpty { break }
      }
    }
  }

  /// Fewer, longer sequences over wider identifier ranges: bigger sections, more of them.
  @Test(arguments: StorageMode.allCases)
  func longSequencesOverWideRanges(mode: StorageMode) {
    let generator = SnapshotOperationGenerator(itemRange: 300, sectionRange: 40)
    for seed in 0..<UInt64(20) {
      runSequence(
        mode: mode, seed: seed &+ (mode == .shared ? 1 << 34 : 1 << 35), steps: 150,
        generator: generator
      ) { _, snapshot, model, modelBefore, copy, history in
        let problems = model.differences(from: snapshot)
        #expect(problems.isEmpty, "\(mode), seed \(seed): after \(history)\n\(problems)")
        if let copy {
          #expect(
            modelBefore.differences(from: copy).isEmpty, "\(mode), seed \(seed): copy changed")
        }
        return problems.isEmpty
      }
    }
  }

  /// Applies `steps` random operations to a snapshot and the model alike (with a copy of the
  /// snapshot alive across each in shared mode), calling `check` after each with the step,
  /// both states, the model and the copy from before, and the history; stops when `check`
  /// returns `false`.
  func runSequence(
    mode: StorageMode, seed: UInt64, steps: Int, generator: SnapshotOperationGenerator,
    check: (
      _ step: Int, _ snapshot: Snapshot<Int, Int>, _ model: SnapshotModel,
      _ modelBefore: SnapshotModel, _ copy: Snapshot<Int, Int>?, _ history: [SnapshotOperation]
    ) -> Bool
  ) {
    var random = SeededGenerator(seed: seed)
    var snapshot = Snapshot<Int, Int>()
    var model = SnapshotModel()
    var history: [SnapshotOperation] = []
    for step in 0..<steps {
      let operation = generator.operation(for: model, using: &random)
      history.append(operation)
      let copy: Snapshot<Int, Int>? = mode == .shared ? snapshot : nil
      let modelBefore = model
      operation.apply(to: &snapshot)
      operation.apply(to: &model)
      if !check(step, snapshot, model, modelBefore, copy, history) { return }
    }
  }
}
