import TestSupport

/// The workloads of the Benchmark workloads article, each generated on first use and then shared.
///
/// Generating a workload announces it once, with its fingerprint.
final class Workloads {
  /// A generated workload, as announced.
  struct Info: Encodable {
    var name: String
    var summary: String
    var fingerprint: String
  }

  /// Names a workload, so a case can declare what it reads.
  enum Key: Hashable {
    case list(Int)
    case sections(churn: Bool)
    case build(sections: Int, itemsPerSection: Int)
    case outline(Int)
  }

  private var lists: [Int: ListWorkload] = [:]
  private var sectioned: [Bool: SectionedWorkload] = [:]
  private var builds: [Int: BuildWorkload] = [:]
  private var outlines: [Int: OutlineWorkload] = [:]
  private(set) var generated: [Info] = []
  private let announce: (Info) -> Void

  init(announce: @escaping (Info) -> Void) {
    self.announce = announce
  }

  /// L(n).
  func list(_ n: Int) -> ListWorkload {
    if let workload = lists[n] { return workload }
    let workload = ListWorkload(n: n)
    lists[n] = workload
    record(
      name: "L(\(n))",
      summary: "\(workload.old.count) → \(workload.new.count) items",
      fingerprint: workload.fingerprint)
    return workload
  }

  /// S(100×1000), with or without section churn.
  func sections(churn: Bool) -> SectionedWorkload {
    if let workload = sectioned[churn] { return workload }
    let workload = SectionedWorkload(churn: churn)
    sectioned[churn] = workload
    record(
      name: workload.name,
      summary: "\(workload.old.count) → \(workload.new.count) sections, "
        + "\(workload.oldItems.count) → \(workload.newItems.count) items",
      fingerprint: workload.fingerprint)
    return workload
  }

  /// Build: `sections` sections of `itemsPerSection` items.
  func build(sections: Int, itemsPerSection: Int) -> BuildWorkload {
    let key = sections * 1_000_000_007 + itemsPerSection
    if let workload = builds[key] { return workload }
    let workload = BuildWorkload(sections: sections, itemsPerSection: itemsPerSection)
    builds[key] = workload
    record(
      name: workload.name,
      summary: "\(workload.itemCount) items, \(workload.lookups.count) lookups, "
        + "\(workload.deletions.count) deletions",
      fingerprint: workload.fingerprint)
    return workload
  }

  /// Outline O(n).
  func outline(_ n: Int) -> OutlineWorkload {
    if let workload = outlines[n] { return workload }
    let workload = OutlineWorkload(n: n)
    outlines[n] = workload
    record(
      name: workload.name,
      summary: "\(OutlineWorkload.rootCount) roots × \(workload.childrenPerRoot) children × "
        + "\(workload.grandchildrenPerChild) grandchildren, all expanded",
      fingerprint: workload.fingerprint)
    return workload
  }

  /// Generates the workload `key` names, unless it exists already.
  func prepare(_ key: Key) {
    switch key {
    case .list(let n): _ = list(n)
    case .sections(let churn): _ = sections(churn: churn)
    case .build(let sections, let itemsPerSection):
      _ = build(sections: sections, itemsPerSection: itemsPerSection)
    case .outline(let n): _ = outline(n)
    }
  }

  private func record(name: String, summary: String, fingerprint: Fingerprint) {
    let info = Info(name: name, summary: summary, fingerprint: fingerprint.description)
    generated.append(info)
    announce(info)
  }
}
