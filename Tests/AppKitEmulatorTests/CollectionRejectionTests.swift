// Each batch rule the emulated collection view enforces, broken on a fresh view, in the words
// it raises: the rules both emulators share, from EmulatorTesting.
import AppKit
import EmulatorTesting
import Testing

@MainActor
@Suite("Collection view rejections")
struct CollectionRejectionTests {
  @Test(arguments: CollectionRejection.all)
  func batchRule(_ rejection: CollectionRejection) {
    let fixture = CollectionFixture([["a", "b", "c"], ["d", "e"]])
    rejection.check(on: fixture.view, source: fixture.source)
  }
}

/// The view as the shared rejections drive it: AppKit's item calls take sets.
extension NSCollectionView: CollectionUnderTest {
  package var askedFor: String { "an item" }
  package func performBatch(_ updates: @escaping () -> Void, completion: ((Bool) -> Void)?) {
    performBatchUpdates(updates, completionHandler: completion)
  }
}

extension CollectionSource: LabelSource {}
