// What the adapter suites' cells and items show, and the completions they hand out.

/// What each item's cell (or item) should say: its identifier and the version of its content,
/// which a reload or reconfigure mark moves on, so that a cell refreshed in the wrong place
/// shows an old version.
@MainActor
package final class Contents {
  private var versions: [Int: Int] = [:]

  package init() {}

  package func text(_ item: Int) -> String { "\(item)v\(versions[item, default: 0])" }

  package func change(_ item: Int) { versions[item, default: 0] += 1 }
}

/// Counts completions: each one handed out must run once.
@MainActor
package final class CompletionLog {
  package private(set) var pending = 0
  package private(set) var repeated = 0

  package init() {}

  package func expect() -> () -> Void {
    pending += 1
    var ran = false
    return { [self] in
      if ran { repeated += 1 } else { pending -= 1 }
      ran = true
    }
  }
}
