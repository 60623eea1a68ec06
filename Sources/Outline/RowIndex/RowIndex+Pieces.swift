extension RowIndex {
  /// Links freshly allocated, detached entries into one subtree that keeps their order.
  ///
  /// A Cartesian tree on the entries' random priorities, built with a stack: every entry is
  /// pushed and popped once, and aggregates are computed as entries are popped, when their
  /// subtrees are complete.
  ///
  /// - Complexity: O(*k*) for *k* entries.
  @usableFromInline
  internal func build<S: Sequence>(_ entries: S) -> Int32 where S.Element == Int32 {
    var stack: [Int32] = []
    for entry in entries {
      tally()
      let priority = self[entry].priority
      var last: Int32 = -1
      while let top = stack.last, self[top].priority < priority {
        stack.removeLast()
        pull(top)
        last = top
      }
      writable(entry).pointee.left = last
      if last >= 0 { writable(last).pointee.parent = entry }
      if let top = stack.last {
        writable(top).pointee.right = entry
        writable(entry).pointee.parent = top
      }
      stack.append(entry)
    }
    let root = stack.first ?? -1
    while let top = stack.popLast() { pull(top) }
    return root
  }

  /// Calls `body` with every entry of the detached subtree at `piece`, in order.
  ///
  /// - Complexity: O(*k*) for *k* entries.
  @usableFromInline
  internal func forEachEntry(inPiece piece: Int32, _ body: (Int32) -> Void) {
    var stack: [Int32] = []
    var t = piece
    while t >= 0 || !stack.isEmpty {
      while t >= 0 {
        stack.append(t)
        t = self[t].left
      }
      let entry = stack.removeLast()
      tally()
      t = self[entry].right
      body(entry)
    }
  }

  /// Frees every entry of the detached subtree at `piece`.
  ///
  /// - Complexity: O(*k*) for *k* entries.
  @usableFromInline
  internal func freePiece(_ piece: Int32) {
    forEachEntry(inPiece: piece) { free($0) }
  }

  /// Clears the tags of the detached subtree at `piece` and recomputes its aggregates
  /// bottom-up, after its entries' hide counts and levels were overwritten with absolute values.
  ///
  /// - Complexity: O(*k*) for *k* entries.
  @usableFromInline
  internal func repull(_ piece: Int32) {
    if piece < 0 { return }
    // Post-order with an explicit stack: (entry, children done).
    var stack: [(Int32, Bool)] = [(piece, false)]
    while let (t, done) = stack.popLast() {
      if done {
        pull(t)
        continue
      }
      writable(t).pointee.hideTag = 0
      writable(t).pointee.levelTag = 0
      stack.append((t, true))
      let e = self[t]
      if e.right >= 0 { stack.append((e.right, false)) }
      if e.left >= 0 { stack.append((e.left, false)) }
    }
  }
}
