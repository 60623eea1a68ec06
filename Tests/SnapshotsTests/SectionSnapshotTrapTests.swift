import ExitTestSupport
import Snapshots
import TestSupport
import Testing

/// Each caller error traps with a message that names the operation and every offending
/// identifier, as `SectionSnapshot` documents.
@Suite("SectionSnapshot traps")
struct SectionSnapshotTrapTests {
  @Test("append: identifiers repeated in the argument or already present")
  func appendRepeats() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var outline = SectionSnapshot<Int>()
      outline.append([1, 3, 7])
      outline.append([3, 2, 7, 3, 9, 9])
    }
    #expect(
      standardError(result).contains(
        "SectionSnapshot.append(_:to:): repeated item identifiers [3, 7, 9]"))
  }

  @Test("append: a missing parent")
  func appendMissingParent() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var outline = SectionSnapshot<String>()
      outline.append(["a"])
      outline.append(["b"], to: "z")
    }
    #expect(
      standardError(result).contains(
        #"SectionSnapshot.append(_:to:): parent item identifier "z" is not in the section snapshot"#
      ))
  }

  @Test("append: an item as its own child")
  func appendToItself() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var outline = SectionSnapshot<Int>()
      outline.append([1])
      outline.append([1], to: 1)
    }
    #expect(
      standardError(result).contains(
        "SectionSnapshot.append(_:to:): repeated item identifiers [1]"))
  }

  @Test("insert(_:before:): a missing destination")
  func insertBeforeMissing() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var outline = SectionSnapshot<Int>()
      outline.append([1])
      outline.insert([2], before: 5)
    }
    #expect(
      standardError(result).contains(
        "SectionSnapshot.insert(_:before:): destination item identifier 5 is not in the section snapshot"
      ))
  }

  @Test("insert(_:after:): a missing destination")
  func insertAfterMissing() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var outline = SectionSnapshot<Int>()
      outline.append([1])
      outline.insert([2], after: 6)
    }
    #expect(
      standardError(result).contains(
        "SectionSnapshot.insert(_:after:): destination item identifier 6 is not in the section snapshot"
      ))
  }

  @Test("insert(_:after:): the destination among the inserted items")
  func insertDestinationRepeated() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var outline = SectionSnapshot<Int>()
      outline.append([1, 2])
      outline.insert([4, 1, 2], after: 1)
    }
    #expect(
      standardError(result).contains(
        "SectionSnapshot.insert(_:after:): repeated item identifiers [1, 2]"))
  }

  @Test("insert(_:before:) of a snapshot: items already present")
  func insertSnapshotRepeats() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var outline = SectionSnapshot<Int>()
      outline.append([1, 2])
      outline.append([3], to: 2)
      var other = SectionSnapshot<Int>()
      other.append([4, 3])
      other.append([1], to: 4)
      outline.insert(other, before: 2)
    }
    #expect(
      standardError(result).contains(
        "SectionSnapshot.insert(_:before:): repeated item identifiers [1, 3]"))
  }

  @Test("insert(_:after:) of a snapshot: a missing destination")
  func insertSnapshotMissing() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var outline = SectionSnapshot<Int>()
      outline.append([1])
      var other = SectionSnapshot<Int>()
      other.append([2])
      outline.insert(other, after: 8)
    }
    #expect(
      standardError(result).contains(
        "SectionSnapshot.insert(_:after:): destination item identifier 8 is not in the section snapshot"
      ))
  }

  @Test("insert(_:before:): items already present")
  func insertBeforeRepeats() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var outline = SectionSnapshot<Int>()
      outline.append([1, 2])
      outline.insert([5, 2, 6, 6], before: 1)
    }
    #expect(
      standardError(result).contains(
        "SectionSnapshot.insert(_:before:): repeated item identifiers [2, 6]"))
  }

  @Test("insert(_:after:) of a snapshot: items already present")
  func insertSnapshotAfterRepeats() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var outline = SectionSnapshot<Int>()
      outline.append([1, 2])
      var other = SectionSnapshot<Int>()
      other.append([2])
      outline.insert(other, after: 1)
    }
    #expect(
      standardError(result).contains(
        "SectionSnapshot.insert(_:after:): repeated item identifiers [2]"))
  }

  @Test("insert(_:before:) of a snapshot: a missing destination")
  func insertSnapshotBeforeMissing() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var outline = SectionSnapshot<Int>()
      outline.append([1])
      var other = SectionSnapshot<Int>()
      other.append([2])
      outline.insert(other, before: 8)
    }
    #expect(
      standardError(result).contains(
        "SectionSnapshot.insert(_:before:): destination item identifier 8"
          + " is not in the section snapshot"))
  }

  @Test("delete: every missing identifier is named")
  func deleteMissing() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var outline = SectionSnapshot<Int>()
      outline.append([1, 2, 3])
      outline.delete([1, 4, 2, 9, 4])
    }
    #expect(
      standardError(result).contains(
        "SectionSnapshot.delete(_:): item identifiers not in the section snapshot [4, 9]"))
  }

  @Test("replace(childrenOf:using:): a missing parent")
  func replaceMissingParent() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var outline = SectionSnapshot<Int>()
      outline.append([1])
      outline.replace(childrenOf: 7, using: SectionSnapshot())
    }
    #expect(
      standardError(result).contains(
        "SectionSnapshot.replace(childrenOf:using:): parent item identifier 7 is not in the section snapshot"
      ))
  }

  @Test("replace(childrenOf:using:): items present outside the parent's descendants")
  func replaceRepeats() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var outline = SectionSnapshot<Int>()
      outline.append([1, 2])
      outline.append([3], to: 1)
      var children = SectionSnapshot<Int>()
      children.append([3, 2, 1])
      outline.replace(childrenOf: 1, using: children)
    }
    #expect(
      standardError(result).contains(
        "SectionSnapshot.replace(childrenOf:using:): repeated item identifiers [2, 1]"))
  }

  @Test("snapshot(of:includingParent:): a missing parent")
  func subtreeMissing() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var outline = SectionSnapshot<Int>()
      outline.append([1])
      _ = outline.snapshot(of: 3)
    }
    #expect(
      standardError(result).contains(
        "SectionSnapshot.snapshot(of:includingParent:): parent item identifier 3 is not in the section snapshot"
      ))
  }

  @Test("level(of:) of a missing item")
  func levelMissing() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = SectionSnapshot<Int>().level(of: 4)
    }
    #expect(
      standardError(result).contains(
        "SectionSnapshot.level(of:): item identifier 4 is not in the section snapshot"))
  }

  @Test("parent(of:) of a missing item")
  func parentMissing() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = SectionSnapshot<Int>().parent(of: 4)
    }
    #expect(
      standardError(result).contains(
        "SectionSnapshot.parent(of:): item identifier 4 is not in the section snapshot"))
  }

  @Test("isExpanded(_:) of a missing item")
  func isExpandedMissing() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = SectionSnapshot<String>().isExpanded("x")
    }
    #expect(
      standardError(result).contains(
        #"SectionSnapshot.isExpanded(_:): item identifier "x" is not in the section snapshot"#))
  }

  @Test("isVisible(_:) of a missing item")
  func isVisibleMissing() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = SectionSnapshot<Int>().isVisible(4)
    }
    #expect(
      standardError(result).contains(
        "SectionSnapshot.isVisible(_:): item identifier 4 is not in the section snapshot"))
  }

  @Test("children(of:) of a missing item")
  func childrenMissing() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      _ = SectionSnapshot<Int>().children(of: 4)
    }
    #expect(
      standardError(result).contains(
        "SectionSnapshot.children(of:): item identifier 4 is not in the section snapshot"))
  }
}
