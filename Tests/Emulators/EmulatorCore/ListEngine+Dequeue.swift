// Registration, dequeues and the data source's answers, checked against what the view asked.
//
// UIKit's verbatim: "could not dequeue a view of kind: …", "unable to dequeue a cell with
// identifier …", "Expected dequeued view to be returned …", "Attempted to dequeue a cell for a
// different registration …", "the cell returned from -collectionView:cellForItemAtIndexPath:
// does not have a reuseIdentifier …", and the start of "UITableView dataSource returned a nil
// cell …". Paraphrases: the wrong index path, a table cell not dequeued, a reconfigured cell
// that is not the existing one, the supplementary view check, and AppKit's items.

extension ListEngine {
  /// Registers a class for cells (no kind) or a kind of supplementary view; nil unregisters.
  /// With a `base`, a class that does not descend from it is rejected.
  package func register<Base>(
    _ viewClass: AnyClass?, as base: Base.Type?, kind: String?, identifier: String
  ) {
    if let viewClass, let base, !(viewClass is Base.Type) {
      noteFailure(words.wrongClass(viewClass, base: base, kind: kind, identifier))
      return
    }
    registeredClasses[queueKey(kind, identifier)] = viewClass
  }

  package func registeredClass(kind: String?, identifier: String) -> AnyClass? {
    registeredClasses[queueKey(kind, identifier)]
  }

  /// A view of the class registered for `identifier`, for the request the view is making of
  /// its data source: the existing cell when reconfiguring, a queued one prepared for reuse,
  /// or a new one. `nil` when rejected.
  package func dequeue(identifier: String, kind: String?, for indexPath: IndexPath) -> AnyObject? {
    guard let viewClass = registeredClass(kind: kind, identifier: identifier) else {
      noteFailure(words.unregistered(identifier, kind: kind))
      return nil
    }
    guard var current = request, current.kind == kind, current.dequeued == nil else {
      noteFailure(words.outsideRequest)
      return nil
    }
    guard current.indexPath == indexPath else {
      noteFailure(words.wrongPath(indexPath, asked: current.indexPath))
      return nil
    }
    let view: AnyObject
    if let existing = current.existing {
      guard (existing as? any EmulatedReusable)?.emulatedReuseIdentifier == identifier else {
        noteFailure(
          "Attempted to dequeue a cell for a different registration or reuse identifier than "
            + "the existing cell when reconfiguring an item, which is not allowed.")
        return nil
      }
      view = existing
    } else if let reused = reuse(kind: kind, identifier: identifier) {
      view = reused
    } else if let made = host.emulatedMake(viewClass, identifier: identifier) {
      view = made
    } else {
      noteFailure("the registered class for identifier \(identifier) cannot be created")
      return nil
    }
    current.dequeued = view
    request = current
    return view
  }

  /// A view a removed row or section gave back, prepared for reuse; `nil` if none waits.
  package func reuse(kind: String?, identifier: String) -> AnyObject? {
    guard var queue = reuseQueues[queueKey(kind, identifier)], let reused = queue.popLast() else {
      return nil
    }
    reuseQueues[queueKey(kind, identifier)] = queue
    (reused as? any EmulatedReusable)?.emulatedPrepareForReuse()
    return reused
  }

  /// Asks the data source for the cell at a path and checks it was dequeued for that path.
  func obtainCell(
    at indexPath: IndexPath, existing: AnyObject?
  ) throws(EmulatedException)
    -> AnyObject
  {
    request = EmulatedRequest(indexPath: indexPath, kind: nil, existing: existing)
    let returned = host.emulatedAskCell(at: indexPath)
    let finished = request
    request = nil
    try checkpoint()
    guard let cell = returned else {
      throw EmulatedException(reason: words.nilCell(indexPath))
    }
    if let existing, cell !== existing {
      throw EmulatedException(
        reason: "the cell returned from the data source when reconfiguring index path "
          + "(\(indexPath.emulatedDescription)) is not its existing cell")
    }
    guard cell === finished?.dequeued else {
      let identifier = (cell as? any EmulatedReusable)?.emulatedReuseIdentifier
      throw EmulatedException(
        reason: words.notDequeued(indexPath, hasIdentifier: identifier != nil))
    }
    return cell
  }

  /// Asks the data source for a section's header; UIKit's must be dequeued for it.
  func obtainHeader(section: Int, kind: String) throws(EmulatedException) -> AnyObject? {
    let indexPath = IndexPath(item: 0, section: section)
    request = EmulatedRequest(indexPath: indexPath, kind: kind)
    let returned = host.emulatedAskHeader(inSection: section, kind: kind)
    let finished = request
    request = nil
    try checkpoint()
    guard words.view != .nsCollectionView else { return returned }
    guard let view = returned, view === finished?.dequeued else {
      throw EmulatedException(
        reason: "the view returned from -collectionView:viewForSupplementaryElementOfKind:"
          + "atIndexPath: (\(kind), \(indexPath.emulatedDescription)) was not retrieved by "
          + "calling -dequeueReusableSupplementaryViewOfKind:withReuseIdentifier:forIndexPath: "
          + "or is nil")
    }
    return view
  }
}
