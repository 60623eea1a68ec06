// A person's drag of a row to another place, which the view has already shown.

extension ListEngine {
  /// Moves a row as the user's drag already did, then tells the data source.
  package func interactiveMove(from: IndexPath, to: IndexPath) -> Bool {
    guard !isBusy else {
      noteFailure("attempt to move a \(words.item) interactively during an update")
      return false
    }
    ensureModel()
    let (source, target) = (
      (from.section, from.item), (to.section, to.item)
    )
    guard let model = sections, contains(from), (0..<model.count).contains(target.0),
      (0...(model[target.0].rows.count - (source.0 == target.0 ? 1 : 0))).contains(target.1)
    else {
      noteFailure(
        "attempt to move index path (\(from.emulatedDescription)) to index path "
          + "(\(to.emulatedDescription)) interactively, which is out of bounds")
      return false
    }
    guard host.emulatedAskCanMove(at: from) else { return false }
    log.append("interactiveMove \(source.0)-\(source.1) -> \(target.0)-\(target.1)")
    run { () throws(EmulatedException) in
      let row = model[source.0].rows.remove(at: source.1)
      model[target.0].rows.insert(row, at: target.1)
      host.emulatedAskMove(from: from, to: to)
      try checkpoint()
      try checkCountsUnchanged()
      try layout()
    }
    return true
  }

  /// After a drag the data source must still give every section the rows the view shows.
  private func checkCountsUnchanged() throws(EmulatedException) {
    let counts = host.emulatedAskCounts()
    let current = sections ?? []
    guard counts.count == current.count else {
      throw EmulatedException(
        reason: words.sectionCountMessage(after: counts.count, before: current.count))
    }
    for (s, count) in counts.enumerated() where count != current[s].rows.count {
      throw EmulatedException(
        reason: words.countMessage(
          section: s, after: count, before: current[s].rows.count, inserted: 0, deleted: 0,
          movedIn: 0, movedOut: 0))
    }
  }
}
