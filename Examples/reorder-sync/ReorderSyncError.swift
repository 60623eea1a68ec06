/// Why a run stops early, with the exit code it ends with.
enum ReorderSyncError: Error, Equatable, CustomStringConvertible {
  /// The arguments cannot be understood.
  case usage(String)
  /// The drag script cannot be read.
  case badScript(String)
  /// A drag names a task or a place that does not exist at that moment.
  case badDrag(String)
  /// The store file is missing, unreadable, not valid JSON, or not a valid store.
  case store(StoreError)
  /// The store on disk and the data source's snapshot no longer say the same thing.
  case disagreement(String)

  /// The process exit code: 1 when store and snapshot disagree (what this program exists to
  /// catch), 2 for bad arguments or drags, 3 for a store file that cannot be used.
  var exitCode: Int32 {
    switch self {
    case .disagreement: 1
    case .usage, .badScript, .badDrag: 2
    case .store: 3
    }
  }

  var description: String {
    switch self {
    case .usage(let message): message
    case .badScript(let message): "the drag script is not valid: \(message)"
    case .badDrag(let message): message
    case .store(let error): error.description
    case .disagreement(let message): "store and snapshot disagree: \(message)"
    }
  }
}
