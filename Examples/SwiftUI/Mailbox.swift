// A mailbox of a million messages in SwiftUI, on SnapshotList: the state is held in @State and
// edited in place, so that marking a message read costs that message, not the million.
//
// Not a package target: it needs SwiftUI, which only Apple's SDKs have. `.ci/apple-sdk-swiftui`
// typechecks it against Apple's real SDKs; in an app target, add it with the package as a
// dependency.
#if canImport(SwiftUI, _version: 6.0)
import Snapshots
import SwiftUI

struct Folder: Identifiable, Equatable {
  var id: Int
  var name: String
}

struct Message: Identifiable, Equatable {
  var id: Int
  var subject: String
  var isRead = false
}

/// The mailbox: ten folders of 100 000 messages each.
func mailbox() -> ContentSnapshot<Folder.ID, Message.ID, Folder, Message> {
  var content = ContentSnapshot<Folder.ID, Message.ID, Folder, Message>()
  for folder in 0..<10 {
    content.appendSections([Folder(id: folder, name: "Folder \(folder)")])
    let first = folder * 100_000
    content.appendItems(
      (first..<first + 100_000).map { Message(id: $0, subject: "Message \($0)") },
      toSection: folder)
  }
  return content
}

struct MailboxView: View {
  @State private var content = mailbox()
  @State private var selection: Set<Message.ID> = []
  @State private var list: SnapshotList<Int, Int, Folder, Message, MessageRow>.ListCoordinator?

  var body: some View {
    VStack {
      SnapshotList(
        $content, selection: $selection, allowsMultipleSelection: true,
        canReorderItem: { _ in true }, onCoordinator: { list = $0 }
      ) { message in
        MessageRow(message: message)
      }
      HStack {
        // An edit of the state held: the list reads it from the copy's record.
        Button("Mark selected read") {
          let read = selection.compactMap { content.item(for: $0) }.map {
            Message(id: $0.id, subject: $0.subject, isRead: true)
          }
          content.updateItems(read)
        }
        // A value built afresh shares no record with the one shown: it is diffed.
        Button("Reload") { content = mailbox() }
        Button("Last message") { scroll(to: 999_999) }
        Text("\(selection.count) selected")
      }
    }
  }

  private func scroll(to message: Message.ID) {
    #if canImport(UIKit)
    list?.scrollToItem(message, at: .centeredVertically)
    #else
    list?.scrollToItem(message)
    #endif
  }
}

struct MessageRow: View {
  let message: Message

  var body: some View {
    HStack {
      Circle().frame(width: 8, height: 8).opacity(message.isRead ? 0 : 1)
      Text(message.subject)
    }
  }
}

@main
@available(iOS 14.0, macOS 11.0, tvOS 14.0, *)
struct MailboxApp: App {
  var body: some Scene {
    WindowGroup { MailboxView() }
  }
}
#endif
