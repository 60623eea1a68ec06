#if (canImport(UIKit) && !os(watchOS)) || (canImport(AppKit) && !targetEnvironment(macCatalyst))
/// What an outline host's loader returns for one ``OutlineLoadRequest``: the page of children,
/// and what is known of each new child's own children.
///
/// ```swift
/// OutlinePage(.page(entries.map(\.id), total: folder.count)) { id in
///   isFolder(id) ? .unloaded() : .leaf
/// }
/// ```
public struct OutlinePage<ID: Hashable> {
  /// The children the load brought; `total` counts all of the node's children, the ones
  /// loaded before included.
  ///
  /// - Complexity: O(1).
  public var children: OutlineChildren<ID>
  /// What is known of each new node's children; `.leaf` unless given.
  ///
  /// - Complexity: O(1).
  public var childrenOfNew: (ID) -> OutlineChildren<ID>

  /// Creates a page.
  ///
  /// - Complexity: O(1).
  public init(
    _ children: OutlineChildren<ID>,
    childrenOfNew: @escaping (ID) -> OutlineChildren<ID> = { _ in .leaf }
  ) {
    self.children = children
    self.childrenOfNew = childrenOfNew
  }
}
#endif
