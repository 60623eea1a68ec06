import Foundation

/// The JSON file a ``TodoStore`` lives in.
///
/// Saving writes the whole store atomically (a temporary file renamed over the old one), so a
/// crash mid-save never leaves half a store behind. Loading explains what is wrong with a file
/// it cannot use, in terms of the JSON, not of the decoder.
struct StoreFile {
  /// Where the store lives.
  let url: URL

  /// The file's path, for messages.
  var path: String { url.path }

  /// Whether the file exists.
  var exists: Bool { FileManager.default.fileExists(atPath: path) }

  /// Reads and decodes the store.
  func load() throws(StoreError) -> TodoStore {
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
      isDirectory.boolValue
    {
      throw StoreError(path: path, problem: "is a directory, not a JSON file")
    }
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw StoreError(path: path, problem: "cannot be read (\(error.localizedDescription))")
    }
    do {
      return try JSONDecoder().decode(TodoStore.self, from: data)
    } catch let error as DecodingError {
      throw StoreError(
        path: path,
        problem: Self.explain(error) + "; fix it, or delete it to start again from the sample lists"
      )
    } catch {
      throw StoreError(path: path, problem: "cannot be decoded (\(error))")
    }
  }

  /// Encodes the store and writes it, creating the directory if needed.
  func save(_ store: TodoStore) throws(StoreError) {
    let encoder = JSONEncoder()
    // Sorted keys and pretty printing keep the file stable and easy to read in a diff.
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    do {
      let data = try encoder.encode(store)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try data.write(to: url, options: .atomic)
    } catch {
      throw StoreError(path: path, problem: "cannot be written (\(error.localizedDescription))")
    }
  }

  /// What a decoding error means for someone editing the file by hand.
  private static func explain(_ error: DecodingError) -> String {
    func place(_ path: [any CodingKey]) -> String {
      var text = ""
      for key in path {
        if let index = key.intValue { text += "[\(index)]" } else { text += ".\(key.stringValue)" }
      }
      return text.isEmpty ? "the top level" : String(text.drop { $0 == "." })
    }
    switch error {
    case .dataCorrupted(let context) where context.codingPath.isEmpty:
      return "is not valid JSON"
    case .dataCorrupted(let context):
      return "has a bad value at \(place(context.codingPath)): \(context.debugDescription)"
    case .keyNotFound(let key, let context):
      return "misses \"\(key.stringValue)\" at \(place(context.codingPath))"
    case .typeMismatch(let type, let context):
      return "has a value that is not \(type) at \(place(context.codingPath))"
    case .valueNotFound(let type, let context):
      return "has null where \(type) belongs at \(place(context.codingPath))"
    @unknown default:
      return "cannot be decoded (\(error))"
    }
  }
}

/// A store file that cannot be used, with a sentence saying why.
struct StoreError: Error, Equatable, CustomStringConvertible {
  /// The file's path.
  var path: String
  /// What is wrong, as the end of a sentence that starts with the file.
  var problem: String

  var description: String { "the store \(path) \(problem)" }
}
