/// An array held in pages of 4 096 elements, each page copy-on-write on its own.
///
/// A copy shares every page. Its first write copies the list of pages (a reference per page)
/// and the page it lands in, not the whole array: a tree held in two places, such as an app's
/// state and a view's data source, copies what its change touches, not its million nodes.
/// Reading an element costs one more dependent load than a flat array.
///
/// Reads go through `starts`, the address of each page's first element as a raw pointer: an
/// array of a concrete type, so that code generic over the element, such as the tree's lookups
/// of identifiers, reads one without looking up the metadata of the page class or of the array
/// of pages. Writes, rarer, go through the pages, which own the elements.
@usableFromInline
internal struct PagedArray<Element> {
  /// log2 of the elements in a full page.
  @usableFromInline internal static var pageShift: Int { 12 }
  @usableFromInline internal static var pageSize: Int { 1 &<< pageShift }
  @usableFromInline internal static var pageMask: Int { pageSize &- 1 }

  /// Every page but the last is full; a lone first page starts small and doubles.
  @usableFromInline internal var pages: ContiguousArray<Page> = []
  /// The first element of each page.
  @usableFromInline internal var starts: ContiguousArray<UnsafeMutableRawPointer> = []
  @usableFromInline internal private(set) var count = 0

  @inlinable
  internal init() {}

  @inlinable
  internal subscript(index: Int) -> Element {
    @inline(__always) get {
      precondition(
        UInt(bitPattern: index) < UInt(bitPattern: count), "PagedArray: index out of range")
      return starts[index &>> Self.pageShift].assumingMemoryBound(to: Element.self)[
        index & Self.pageMask]
    }
    @inline(__always) _modify {
      precondition(
        UInt(bitPattern: index) < UInt(bitPattern: count), "PagedArray: index out of range")
      let page = index &>> Self.pageShift
      if !isKnownUniquelyReferenced(&pages[page]) {
        replace(page, with: pages[page].copy(room: nil))
      }
      yield &pages[page].elements[index & Self.pageMask]
    }
  }

  /// Adds an element at the end.
  ///
  /// - Complexity: O(1) amortised; a last page still shared with a copy is copied first.
  @inlinable
  internal mutating func append(_ element: Element) {
    let offset = count & Self.pageMask
    if offset == 0 && count > 0 || pages.isEmpty {
      let page = Page.make(room: pages.isEmpty ? 16 : Self.pageSize)
      pages.append(page)
      starts.append(UnsafeMutableRawPointer(page.elements))
    } else {
      let last = pages.count &- 1
      let room = pages[last].room
      if offset == room {
        replace(last, with: pages[last].copy(room: Swift.min(room &* 2, Self.pageSize)))
      } else if !isKnownUniquelyReferenced(&pages[last]) {
        replace(last, with: pages[last].copy(room: nil))
      }
    }
    pages[pages.count &- 1].append(element)
    count &+= 1
  }

  @inlinable
  internal mutating func replace(_ page: Int, with new: Page) {
    pages[page] = new
    starts[page] = UnsafeMutableRawPointer(new.elements)
  }

  /// Calls `body` with a reader of the elements, for a loop over many of them that should not
  /// pay the array's checks on each: the debug builds' invariant checks.
  ///
  /// - Complexity: O(*n* / 4 096), plus `body`'s cost.
  @inlinable
  internal func withReader<Result>(_ body: (Reader) -> Result) -> Result {
    let starts = self.starts.map { UnsafePointer($0.assumingMemoryBound(to: Element.self)) }
    return withExtendedLifetime(pages) { body(Reader(starts: starts, count: count)) }
  }

  /// Read access to every element of a ``PagedArray`` that outlives no mutation of it.
  @usableFromInline
  internal struct Reader {
    @usableFromInline internal let starts: [UnsafePointer<Element>]
    @usableFromInline internal let count: Int

    @inlinable
    internal init(starts: [UnsafePointer<Element>], count: Int) {
      self.starts = starts
      self.count = count
    }

    @inlinable
    internal subscript(index: Int) -> Element {
      starts[index &>> PagedArray.pageShift][index & PagedArray.pageMask]
    }
  }

  /// One page: its elements follow the object's header, which counts those initialised. The
  /// row index keeps its entries in pages of this kind too.
  @usableFromInline
  internal final class Page: ManagedBuffer<Int, Element> {
    /// An empty page with room for `room` elements.
    @inlinable
    internal static func make(room: Int) -> Page {
      unsafeDowncast(create(minimumCapacity: room) { _ in 0 }, to: Page.self)
    }

    /// The elements the page may hold: its allocation, up to a full page.
    @inlinable
    internal var room: Int { Swift.min(capacity, PagedArray.pageSize) }

    @inlinable
    internal var elements: UnsafeMutablePointer<Element> {
      withUnsafeMutablePointerToElements { $0 }
    }

    /// A page of its own with this page's elements, and room for `room` (this page's if `nil`).
    @inlinable
    internal func copy(room: Int?) -> Page {
      let page = Page.make(room: room ?? self.room)
      page.elements.initialize(from: elements, count: header)
      page.header = header
      return page
    }

    @inlinable
    internal func append(_ element: Element) {
      (elements + header).initialize(to: element)
      header &+= 1
    }

    deinit {
      _ = withUnsafeMutablePointers { count, elements in
        elements.deinitialize(count: count.pointee)
      }
    }
  }
}
