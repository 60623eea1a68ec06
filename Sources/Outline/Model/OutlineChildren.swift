/// What is known of a node's children: the loaded ones, and whether more wait on a server.
///
/// ```swift
/// .leaf                                // no children
/// .loaded([a, b, c])                   // all of them
/// .page([a, b], total: 40)             // the first page of 40
/// .page([a, b], hasMore: true)         // the first page of an unknown number
/// .unloaded(total: 12)                 // none loaded yet; 12 exist ("12 replies")
/// .unloaded()                          // none loaded yet; unknown how many, maybe none
/// ```
///
/// `Element` is an identifier or a model value, depending on how the outline is built. When a
/// page answers a load request, `total` still counts all of the node's children, the ones
/// loaded before included.
public struct OutlineChildren<Element> {
  /// The loaded children, in order.
  public var loaded: [Element]
  /// All children, loaded or not, or `nil` when unknown.
  @usableFromInline internal var _total: Int?

  @inlinable
  internal init(loaded: [Element], total: Int?) {
    self.loaded = loaded
    self._total = total
  }

  /// No children.
  ///
  /// - Complexity: O(1).
  @inlinable
  public static var leaf: OutlineChildren { OutlineChildren(loaded: [], total: 0) }

  /// Every child, loaded.
  ///
  /// - Complexity: O(1).
  @inlinable
  public static func loaded(_ children: [Element]) -> OutlineChildren {
    OutlineChildren(loaded: children, total: children.count)
  }

  /// Some children of `total` (a total below what is loaded counts as nothing more to come).
  ///
  /// - Complexity: O(1).
  @inlinable
  public static func page(_ children: [Element], total: Int) -> OutlineChildren {
    OutlineChildren(loaded: children, total: Swift.max(0, total))
  }

  /// Some children, with more to come or not, their number unknown.
  ///
  /// - Complexity: O(1).
  @inlinable
  public static func page(_ children: [Element], hasMore: Bool) -> OutlineChildren {
    OutlineChildren(loaded: children, total: hasMore ? nil : 0)
  }

  /// No children loaded yet: `total` of them exist, or an unknown number (maybe none) when
  /// `nil`. Expanding the node asks for them.
  ///
  /// - Complexity: O(1).
  @inlinable
  public static func unloaded(total: Int? = nil) -> OutlineChildren {
    OutlineChildren(loaded: [], total: total.map { Swift.max(0, $0) })
  }

  /// The number of children, loaded or not, or `nil` when unknown.
  ///
  /// - Complexity: O(1).
  @inlinable
  public var total: Int? { _total.map { Swift.max($0, loaded.count) } }

  /// Children still to load after `alreadyLoaded` earlier ones and these: 0, a count, or
  /// `nil` when unknown.
  @inlinable
  internal func remaining(afterLoaded alreadyLoaded: Int) -> Int? {
    _total.map { Swift.max(0, $0 - alreadyLoaded - loaded.count) }
  }
}

extension OutlineChildren: Sendable where Element: Sendable {}
extension OutlineChildren: Equatable where Element: Equatable {}
