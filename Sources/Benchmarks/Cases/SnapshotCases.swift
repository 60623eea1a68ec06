import Snapshots
import TestSupport

/// `Snapshot`: building by bulk appends, O(1) lookups, and a bulk delete.
enum SnapshotCases {
  static let shapes = [(sections: 100, items: 1000), (sections: 1000, items: 1000)]

  static func all() -> [BenchmarkCase] {
    shapes.flatMap { shape in
      var cases = [build(shape.sections, shape.items)]
      if shape.sections == 100 {
        cases.append(buildOnDictionaryFloor(shape.sections, shape.items))
      }
      return cases + [
        indexOfItem(shape.sections, shape.items),
        sectionIdentifier(shape.sections, shape.items),
        deleteItems(shape.sections, shape.items),
      ]
    }
  }

  static func build(_ sections: Int, _ items: Int) -> BenchmarkCase {
    let name = "Snapshot build \(sections)×\(items)"
    return buildCase(name, sections, items) { context, workload in
      check(build(workload), workload, name)
      return againstItemFloor(
        name, workload, context, target: sections == 100 ? 2.0 : nil,
        note: "\(sections) appendItems(_:toSection:) of \(items) after one appendSections",
        body: { timed { build(workload) } })
    }
  }

  /// The build timed against the floor its target of 1.5× is set on: every identifier inserted
  /// into a `[Int: Int]` reserved before the clock starts, then the workload's 100 000 drawn
  /// identifiers looked up. The diff floor of the row above allocates its dictionary on the
  /// clock and looks up every identifier in order; the two measure within a few per cent.
  static func buildOnDictionaryFloor(_ sections: Int, _ items: Int) -> BenchmarkCase {
    let name = "Snapshot build \(sections)×\(items) (dictionary floor)"
    return buildCase(name, sections, items) { context, workload in
      check(build(workload), workload, name)
      return CaseResult(
        name: name, workload: workload.name,
        measured: measure(
          context.settings,
          floor: reservedDictionaryFloorTimer(
            identifiers: workload.allItems, lookups: workload.lookups),
          body: { timed { build(workload) } }),
        floorWorkload: "\(workload.itemCount) inserts into a reserved [Int: Int], "
          + "\(workload.lookups.count) lookups",
        target: 1.5,
        note: "the build above; floor: inserts into a dictionary of reserved capacity, "
          + "then lookups")
    }
  }

  static func indexOfItem(_ sections: Int, _ items: Int) -> BenchmarkCase {
    let name = "Snapshot indexOfItem ×100 000 (\(sections)×\(items))"
    return lookupCase(name, sections, items, expected: { $0 }) { snapshot, lookups in
      var sum = 0
      for id in lookups { sum &+= snapshot.indexOfItem(id) ?? -1 }
      return sum
    }
  }

  static func sectionIdentifier(_ sections: Int, _ items: Int) -> BenchmarkCase {
    let name = "Snapshot sectionIdentifier ×100 000 (\(sections)×\(items))"
    return lookupCase(name, sections, items, expected: { $0 / items }) { snapshot, lookups in
      var sum = 0
      for id in lookups { sum &+= snapshot.sectionIdentifier(containingItem: id) ?? -1 }
      return sum
    }
  }

  /// Times `lookUp` over the workload's 100 000 drawn identifiers. Item `i` sits at flattened
  /// offset `i` in section `i / items`, so `expected` knows each answer and the check compares
  /// the sums.
  static func lookupCase(
    _ name: String, _ sections: Int, _ items: Int, expected: @escaping (Int) -> Int,
    lookUp: @escaping (Snapshot<Int, Int>, [Int]) -> Int
  ) -> BenchmarkCase {
    buildCase(name, sections, items) { context, workload in
      let snapshot = build(workload)
      let lookups = workload.lookups
      guard lookUp(snapshot, lookups) == lookups.reduce(0, { $0 &+ expected($1) }) else {
        fail("\(name): wrong answers")
      }
      let measured = measure(
        context.settings,
        floor: lookupFloorTimer(identifiers: workload.allItems, lookups: lookups),
        body: { timed { lookUp(snapshot, lookups) } })
      let perLookup = Report.seconds(measured.time.median / Double(lookups.count))
      return CaseResult(
        name: name, workload: workload.name, measured: measured,
        floorWorkload: "[Int: Int] lookups",
        note: "\(perLookup) per lookup; floor: the same lookups in a [Int: Int] of all items")
    }
  }

  static func deleteItems(_ sections: Int, _ items: Int) -> BenchmarkCase {
    let name = "Snapshot deleteItems 1/10 (\(sections)×\(items))"
    return buildCase(name, sections, items) { context, workload in
      let deletions = workload.deletions
      var snapshot = build(workload)
      snapshot.deleteItems(deletions)
      guard snapshot.numberOfItems == workload.itemCount - deletions.count,
        deletions.allSatisfy({ snapshot.indexOfItem($0) == nil })
      else { fail("\(name): wrong result") }
      return againstItemFloor(
        name, workload, context,
        note: "one deleteItems of \(Report.grouped(deletions.count)) identifiers",
        body: {
          var snapshot = build(workload)
          return timed {
            snapshot.deleteItems(deletions)
            return snapshot.numberOfItems
          }
        })
    }
  }

  /// A case on the workload of `sections` sections of `items` items each.
  static func buildCase(
    _ name: String, _ sections: Int, _ items: Int,
    run: @escaping (BenchmarkContext, BuildWorkload) -> CaseResult
  ) -> BenchmarkCase {
    BenchmarkCase(name, workloads: [.build(sections: sections, itemsPerSection: items)]) {
      run($0, $0.workloads.build(sections: sections, itemsPerSection: items))
    }
  }

  /// Times `body` against the floor over every item of the workload, diffed with itself.
  static func againstItemFloor(
    _ name: String, _ workload: BuildWorkload, _ context: BenchmarkContext,
    target: Double? = nil, note: String, body: () -> Nanoseconds
  ) -> CaseResult {
    let all = workload.allItems
    return CaseResult(
      name: name, workload: workload.name,
      measured: measure(context.settings, floor: floorTimer(old: all, new: all), body: body),
      floorWorkload: "\(workload.itemCount) items", target: target, note: note)
  }

  /// Builds the workload's snapshot by bulk appends: one `appendSections`, then one
  /// `appendItems(_:toSection:)` per section.
  @inline(never)
  static func build(_ workload: BuildWorkload) -> Snapshot<Int, Int> {
    var snapshot = Snapshot<Int, Int>()
    snapshot.appendSections(workload.sectionIDs)
    for (section, items) in zip(workload.sectionIDs, workload.itemIDs) {
      snapshot.appendItems(items, toSection: section)
    }
    return snapshot
  }

  static func check(_ snapshot: Snapshot<Int, Int>, _ workload: BuildWorkload, _ name: String) {
    guard snapshot.sectionIdentifiers == workload.sectionIDs,
      snapshot.itemIdentifiers == workload.allItems
    else { fail("\(name): the snapshot does not hold the workload") }
  }
}
