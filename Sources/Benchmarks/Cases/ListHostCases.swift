import Snapshots

#if canImport(UIKit) && !os(watchOS)
import UIKit
#elseif canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
#endif

/// The list host's update path (the coordinator behind the SwiftUI `SnapshotList`) on a state of
/// 1 000 000 rows, as SwiftUI hands it in, against a full diffing apply of the same adapter:
///
/// - the state held and edited (`@State`, an observable model): one row's model changed in a
///   copy of the state shown, and the copy handed in; its records are read;
/// - whole-value replacement: a value built afresh, equal but for one row's model, sharing no
///   record with the one shown; it is diffed and every model compared.
///
/// The floor applies a snapshot of the same million identifiers, built afresh, to the adapter's
/// data source: a diff of the whole list. Built where UIKit or AppKit can be imported: on Apple's
/// systems, and on Linux against the emulators (`bash .ci/emulators --bench uikit`, `... appkit`),
/// whose views take the calls.
enum ListHostCases {
  static let rows = 1_000_000

  static func all() -> [BenchmarkCase] {
    #if (canImport(UIKit) && !os(watchOS)) || (canImport(AppKit) && !targetEnvironment(macCatalyst))
    [
      BenchmarkCase(
        "\(framework) list host: one row edited in the held state, update (1×1000000 rows)",
        inclusion: .fullOnly, workloads: []
      ) { onMain($0, edited) },
      BenchmarkCase(
        "\(framework) list host: whole-value replacement, one row changed, update (1×1000000 rows)",
        inclusion: .fullOnly, workloads: []
      ) { onMain($0, replaced) },
    ]
    #else
    []
    #endif
  }
}

#if (canImport(UIKit) && !os(watchOS)) || (canImport(AppKit) && !targetEnvironment(macCatalyst))
extension ListHostCases {
  /// One row's model: its identifier and a version that an edit raises.
  struct Row: Identifiable, Equatable {
    var id: Int
    var version: Int
  }

  typealias Content = ContentSnapshot<Int, Int, Int, Row>

  /// The coordinator's update, and the floor's apply on a second coordinator's data source.
  struct Host {
    let update: (Content) -> Bool
    let applyPlain: (Snapshot<Int, Int>) -> Void
  }

  struct SendableResult: @unchecked Sendable {
    let result: CaseResult
  }

  /// Runs a case on the main actor: the harness runs cases on the main thread.
  static func onMain(
    _ context: BenchmarkContext, _ run: @MainActor (BenchmarkContext) -> CaseResult
  ) -> CaseResult {
    nonisolated(unsafe) let context = context
    return MainActor.assumeIsolated { SendableResult(result: run(context)) }.result
  }

  /// One section of `rows` rows, version 0 but `row` at `version`, built afresh.
  static func content(changing row: Int? = nil, to version: Int = 0) -> Content {
    var content = Content()
    content.appendSections([0])
    content.appendItems(
      (0..<rows).map { Row(id: $0, version: $0 == row ? version : 0) }, toSection: 0)
    return content
  }

  /// The floor: applies a million identifiers, built afresh, alternating two equal snapshots
  /// so that each apply diffs the whole list.
  @MainActor
  static func floor(_ host: Host) -> () -> Nanoseconds {
    func plain() -> Snapshot<Int, Int> {
      var snapshot = Snapshot<Int, Int>()
      snapshot.appendSections([0])
      snapshot.appendItems(Array(0..<rows))
      return snapshot
    }
    let pair = [plain(), plain()]
    // Content first, for the cells the first apply's reload asks for; the diffs that follow
    // change nothing, so no cell is asked for again.
    _ = host.update(content())
    host.applyPlain(pair[1])
    var turn = 0
    return {
      turn += 1
      let snapshot = pair[turn % 2]
      return timed { host.applyPlain(snapshot) }
    }
  }

  @MainActor
  static func edited(_ context: BenchmarkContext) -> CaseResult {
    let name = "\(framework) list host: one row edited in the held state, update (1×1000000 rows)"
    let host = makeHost()
    var held = content()
    guard host.update(held) else { fail("\(name): the first update applied nothing") }
    var version = 0
    let measured = measure(
      context.settings, floor: floor(makeHost()),
      body: {
        version += 1
        let row = (version &* 7_919) % rows
        return timed { () -> Bool in
          var edited = held
          edited.updateItems([Row(id: row, version: version)])
          held = edited
          return host.update(edited)
        }
      })
    return CaseResult(
      name: name, workload: "1×1000000", measured: measured,
      floorWorkload: "the same identifiers, built afresh, applied by the data source: a diff",
      target: 0.01, note: "the coordinator's update, the adapter's apply and the view's calls")
  }

  @MainActor
  static func replaced(_ context: BenchmarkContext) -> CaseResult {
    let name =
      "\(framework) list host: whole-value replacement, one row changed, update (1×1000000 rows)"
    let host = makeHost()
    let values = [content(changing: 5, to: 1), content(changing: 5, to: 2)]
    guard host.update(values[1]) else { fail("\(name): the first update applied nothing") }
    var turn = 0
    let measured = measure(
      context.settings, floor: floor(makeHost()),
      body: {
        turn += 1
        let value = values[turn % 2]
        return timed { host.update(value) }
      })
    return CaseResult(
      name: name, workload: "1×1000000", measured: measured,
      floorWorkload: "the same identifiers, built afresh, applied by the data source: a diff",
      note:
        "a diff of the identifiers and a comparison of every model; the value's build is not timed")
  }
}
#endif

#if canImport(UIKit) && !os(watchOS)
extension ListHostCases {
  static let framework = "UIKit"

  /// A coordinator on a collection view in a window that shows 20 rows.
  @MainActor
  static func makeHost() -> Host {
    let view = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    #if canImport(EmulatorCore)
    // The emulator lays out every row unless told how many show; Apple's views show a screen.
    view.emulatedVisibleRows = 0..<20
    #endif
    let coordinator = CollectionViewListCoordinator<Int, Int, Int, Row>(collectionView: view) {
      view, indexPath, _ in view.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
    let window = UIWindow(frame: .zero)
    window.addSubview(view)
    return Host(
      update: { [window] in
        _ = window
        return coordinator.update(to: $0)
      },
      applyPlain: { coordinator.dataSource.apply($0) })
  }
}
#elseif canImport(AppKit) && !targetEnvironment(macCatalyst)
extension ListHostCases {
  static let framework = "AppKit"

  /// A coordinator on a one-column table that shows 20 rows.
  @MainActor
  static func makeHost() -> Host {
    let view = NSTableView()
    view.addTableColumn(NSTableColumn(identifier: NSUserInterfaceItemIdentifier("cell")))
    #if canImport(EmulatorCore)
    // The emulator lays out every row unless told how many show; Apple's views show a screen.
    view.emulatedVisibleRows = 0..<20
    #endif
    let coordinator = TableViewListCoordinator<Int, Int, Int, Row>(tableView: view) { _, _, _, _ in
      NSView()
    }
    return Host(
      update: { coordinator.update(to: $0) },
      applyPlain: { coordinator.dataSource.apply($0) })
  }
}
#endif
