import Snapshots
import Testing

@Suite("The WWDC20 Emoji Explorer, ported by deleting prefixes")
struct EmojiExplorerPortTests {
  typealias Item = EmojiExplorerViewController.Item

  @Test("sections, lazy children on expand, and a parent that refuses to collapse")
  func everyStep() {
    let screen = EmojiExplorerViewController()
    screen.viewDidLoad()
    let snapshot = screen.dataSource.snapshot()
    #expect(snapshot.sectionIdentifiers == [.recent, .top, .suggested, .outline])
    #expect(snapshot.numberOfItems(inSection: .recent) == 2)
    #expect(snapshot.itemIdentifiers(inSection: .top) == [Item(emoji: Emoji("👍", "thumbs up"))])
    #expect(snapshot.itemIdentifiers(inSection: .suggested) == [Item(title: "Try 🌮")])
    #expect(
      screen.cells == [
        "🎉 party", "🚀 rocket", "👍 thumbs up", "Try 🌮", "Smileys", "Nature", "Food",
      ])
    #expect(screen.loads == [])

    #expect(screen.toggle("Nature") == .performed)
    #expect(screen.loads == ["Nature"])
    #expect(
      screen.cells == [
        "🎉 party", "🚀 rocket", "👍 thumbs up", "Try 🌮", "Smileys", "Nature", "🐶 dog",
        "🌲 tree", "Food",
      ])

    #expect(screen.toggle("Smileys") == .performed)
    #expect(screen.loads == ["Nature", "Smileys"])
    #expect(
      screen.dataSource.snapshot(for: .outline).children(
        of: Item(title: "Smileys", hasChildren: true)
      ).count == 3)

    #expect(screen.toggle("Smileys") == .refusedByHandler)
    #expect(
      screen.dataSource.snapshot(for: .outline).isExpanded(
        Item(title: "Smileys", hasChildren: true)))

    #expect(screen.toggle("Nature") == .performed)
    #expect(
      screen.cells == [
        "🎉 party", "🚀 rocket", "👍 thumbs up", "Try 🌮", "Smileys", "😀 grinning", "😂 joy",
        "🥲 smile tear", "Nature", "Food",
      ])

    // Expanding again loads again, as UIKit asks each time.
    #expect(screen.toggle("Nature") == .performed)
    #expect(screen.loads == ["Nature", "Smileys", "Nature"])
    #expect(screen.dataSource.snapshot().numberOfItems(inSection: .outline) == 3 + 3 + 2)
  }
}
