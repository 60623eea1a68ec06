import Snapshots
import TestSupport
import Testing

@Suite("DiffableDataSource: expand and collapse flows")
struct DataSourceExpansionTests {
  /// Flat "F" [1, 2] and outline "T": 10 > [11 > [12]], 20 (expanded) > [21], 30.
  /// Every handler logs to the recorder; the `should…` handlers answer `allowed`, and with
  /// `loggingChildren`, `snapshotForExpandingParent` logs the children it returns unchanged.
  func makeDataSource(
    allowing allowed: Bool = true, loggingChildren: Bool = false
  ) -> (DiffableDataSource<String, Int>, DataSourceRecorder<String, Int>) {
    let dataSource = DiffableDataSource<String, Int>()
    dataSource.apply(makeSnapshot([("F", [1, 2])]))
    dataSource.apply(
      outline([N(10, [N(11, [N(12)])]), N(20, [N(21)]), N(30)], expanded: [20]), to: "T")
    let recorder = DataSourceRecorder<String, Int>()
    recorder.attach(to: dataSource)
    dataSource.sectionSnapshotHandlers.shouldExpandItem = {
      recorder.log("shouldExpand \($0)")
      return allowed
    }
    dataSource.sectionSnapshotHandlers.willExpandItem = { recorder.log("willExpand \($0)") }
    dataSource.sectionSnapshotHandlers.shouldCollapseItem = {
      recorder.log("shouldCollapse \($0)")
      return allowed
    }
    dataSource.sectionSnapshotHandlers.willCollapseItem = { recorder.log("willCollapse \($0)") }
    if loggingChildren {
      dataSource.sectionSnapshotHandlers.snapshotForExpandingParent = { item, children in
        recorder.log("children \(item): \(children.items)")
        return children
      }
    }
    return (dataSource, recorder)
  }

  @Test("expand: should, will, children, then one animated update")
  func expandOrder() {
    let (dataSource, recorder) = makeDataSource(loggingChildren: true)
    dataSource.expandItem(10)
    #expect(
      recorder.events == [
        "shouldExpand 10", "willExpand 10", "children 10: [11, 12]", "update",
      ])
    #expect(recorder.updates.map(\.kind) == [.animated])
    #expect(dataSource.snapshot().itemIdentifiers(inSection: "T") == [10, 11, 20, 21, 30])
    #expect(updateReplayProblems(recorder.updates) == [])
  }

  @Test("collapse: should, will, then one animated update")
  func collapseOrder() {
    let (dataSource, recorder) = makeDataSource()
    dataSource.collapseItem(20)
    #expect(recorder.events == ["shouldCollapse 20", "willCollapse 20", "update"])
    #expect(dataSource.snapshot().itemIdentifiers(inSection: "T") == [10, 20, 30])
    #expect(!dataSource.snapshot(for: "T").isExpanded(20))
  }

  @Test("should… returning false stops the flow")
  func refused() {
    let (dataSource, recorder) = makeDataSource(allowing: false, loggingChildren: true)
    let tree = dataSource.snapshot(for: "T")
    dataSource.expandItem(10)
    dataSource.collapseItem(20)
    #expect(recorder.events == ["shouldExpand 10", "shouldCollapse 20"])
    #expect(dataSource.snapshot(for: "T") == tree)
  }

  @Test("expanding an expanded item, collapsing a collapsed one, or an item in no tree: nothing")
  func nothingToDo() {
    let (dataSource, recorder) = makeDataSource(loggingChildren: true)
    let version = dataSource.stateVersion
    dataSource.expandItem(20)
    dataSource.collapseItem(10)
    dataSource.collapseItem(30)
    dataSource.expandItem(1)
    dataSource.collapseItem(1)
    dataSource.expandItem(99)
    #expect(recorder.events.isEmpty)
    #expect(dataSource.stateVersion == version)
  }

  @Test("programmatic applies never call the handlers")
  func programmaticApplies() {
    let (dataSource, recorder) = makeDataSource(loggingChildren: true)
    var tree = dataSource.snapshot(for: "T")
    tree.expand([10, 11])
    tree.collapse([20])
    dataSource.apply(tree, to: "T")
    var snapshot = dataSource.snapshot()
    snapshot.insertItems([99], afterItem: 11)
    dataSource.apply(snapshot)
    dataSource.applySnapshotUsingReloadData(dataSource.snapshot())
    #expect(recorder.events == ["update", "update", "update"])
    #expect(dataSource.snapshot().itemIdentifiers(inSection: "T") == [10, 11, 99, 12, 20, 30])
  }

  @Test("snapshotForExpandingParent supplies lazy children that replace the old ones")
  func lazyChildren() {
    let (dataSource, recorder) = makeDataSource()
    var given: [SectionSnapshot<Int>] = []
    dataSource.sectionSnapshotHandlers.snapshotForExpandingParent = { item, children in
      given.append(children)
      var loaded = SectionSnapshot<Int>()
      loaded.append([item * 10 + 1, item * 10 + 2])
      if item == 30 { loaded.append([2], to: 301) }  // taken out of the flat section
      loaded.expand([item * 10 + 1])
      return loaded
    }
    dataSource.expandItem(30)
    #expect(given.map(\.items) == [[]])
    #expect(
      dataSource.snapshot() == makeSnapshot([("F", [1]), ("T", [10, 20, 21, 30, 301, 2, 302])]))
    #expect(dataSource.snapshot(for: "T").children(of: 30) == [301, 302])
    dataSource.collapseItem(10)  // Already collapsed: nothing.
    dataSource.expandItem(10)
    #expect(given.last?.items == [11, 12])
    let tree = dataSource.snapshot(for: "T")
    #expect(tree.children(of: 10) == [101, 102])
    #expect(!tree.contains(11) && !tree.contains(12))
    #expect(recorder.updates.count == 2)
    #expect(updateReplayProblems(recorder.updates) == [])
  }

  @Test("a hidden item cannot be tapped: expanding it does nothing and says why")
  func hiddenItem() {
    let (dataSource, recorder) = makeDataSource()
    #expect(dataSource.expandItem(11) == .notVisible)
    #expect(dataSource.collapseItem(11) == .notVisible)
    #expect(recorder.events == [])
    #expect(dataSource.expandItem(10) == .performed)
    #expect(dataSource.snapshot().itemIdentifiers(inSection: "T") == [10, 11, 20, 21, 30])
    #expect(dataSource.expandItem(11) == .performed)
    #expect(dataSource.snapshot().itemIdentifiers(inSection: "T") == [10, 11, 12, 20, 21, 30])
  }

  @Test("each flow that does nothing says why")
  func outcomes() {
    let (dataSource, recorder) = makeDataSource()
    #expect(dataSource.expandItem(1) == .notInOutline)  // a flat section
    #expect(dataSource.expandItem(999) == .notInOutline)  // in no section
    #expect(dataSource.collapseItem(10) == .alreadyInState)
    #expect(dataSource.expandItem(10) == .performed)
    #expect(dataSource.expandItem(10) == .alreadyInState)
    dataSource.sectionSnapshotHandlers.shouldCollapseItem = { _ in false }
    let events = recorder.events
    #expect(dataSource.collapseItem(10) == .refusedByHandler)
    #expect(recorder.events == events, "a refused collapse sends no update")
    #expect(dataSource.snapshot(for: "T").isExpanded(10))
    dataSource.sectionSnapshotHandlers.shouldExpandItem = { _ in false }
    #expect(dataSource.expandItem(30) == .refusedByHandler)
    #expect(!dataSource.snapshot(for: "T").isExpanded(30))
  }
}
