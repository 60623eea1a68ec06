import Testing

@testable import outline_browser

/// Key scripts and the bytes a terminal sends both become keys.
@Suite("Key input")
struct KeyInputTests {
  @Test func scriptsReadNamesRepeatsCommentsAndUsualKeys() throws {
    let script = """
      down*2, enter   # open the second entry
      more,m  K J [ ]
      left right up space q
      """
    #expect(
      try parseKeyScript(script) == [
        .down, .down, .activate, .more, .more, .moveUp, .moveDown, .moveUp, .moveDown, .left,
        .right, .up, .activate, .quit,
      ])
    #expect(try parseKeyScript(" \n# nothing\n") == [])
    #expect(try parseKeyScript("down*0") == [])
  }

  @Test func everyKeysScriptNameReadsBack() throws {
    for key in Key.allCases {
      #expect(Key(scriptWord: key.scriptName) == key)
    }
  }

  @Test func anUnknownWordIsReportedWithItsPosition() {
    #expect(throws: KeyScriptError(word: "sideways", position: 3)) {
      try parseKeyScript("down, up\nsideways")
    }
    #expect(throws: KeyScriptError(word: "down*x", position: 1)) { try parseKeyScript("down*x") }
    let message = KeyScriptError(word: "sideways", position: 3).description
    #expect(message.hasPrefix("key script: word 3, \"sideways\", is not a key"))
  }

  @Test func arrowsLettersAndControlBytesDecode() {
    var decoder = KeyDecoder()
    let bytes: [UInt8] = Array("\u{1B}[A\u{1B}[B\u{1B}OC\u{1B}[Dj k\r\n[]KJmq".utf8) + [3, 4]
    #expect(
      decoder.keys(from: bytes) == [
        .up, .down, .right, .left, .down, .activate, .up, .activate, .activate, .moveUp,
        .moveDown, .moveUp, .moveDown, .more, .quit, .quit, .quit,
      ])
  }

  @Test func aSequenceSplitAcrossReadsWaitsForItsEnd() {
    var decoder = KeyDecoder()
    #expect(decoder.keys(from: [0x1B]) == [])
    #expect(decoder.keys(from: Array("[".utf8)) == [])
    #expect(decoder.keys(from: Array("Bj".utf8)) == [.down, .down])
    // A lone Escape followed by a key is dropped; unknown sequences and bytes too.
    #expect(decoder.keys(from: Array("\u{1B}j\u{1B}[5~x".utf8)) == [.down])
  }
}
