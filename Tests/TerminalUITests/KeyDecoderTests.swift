import Testing

@testable import TerminalUI

@Suite struct KeyDecoderTests {
    private static let sequences: [(bytes: [UInt8], key: Key)] = [
        (Array("\u{1B}[A".utf8), .up), (Array("\u{1B}[B".utf8), .down),
        (Array("\u{1B}[C".utf8), .right), (Array("\u{1B}[D".utf8), .left),
        (Array("\u{1B}OA".utf8), .up), (Array("\u{1B}OD".utf8), .left),
        ([0x0D], .enter), ([0x0A], .enter), ([0x09], .tab), (Array("\u{1B}[Z".utf8), .shiftTab),
        ([0x7F], .backspace), ([0x08], .backspace), (Array("\u{1B}[3~".utf8), .delete),
        (Array("\u{1B}[5~".utf8), .pageUp), (Array("\u{1B}[6~".utf8), .pageDown),
        (Array("\u{1B}[H".utf8), .home), (Array("\u{1B}[1~".utf8), .home),
        (Array("\u{1B}OH".utf8), .home), (Array("\u{1B}[7~".utf8), .home),
        (Array("\u{1B}[F".utf8), .end), (Array("\u{1B}[4~".utf8), .end),
        (Array("\u{1B}OF".utf8), .end), (Array("\u{1B}[8~".utf8), .end),
        (Array("\u{1B}[1;5A".utf8), .up), (Array("\u{1B}[5;2~".utf8), .pageUp),
        (Array("q".utf8), .character("q")), (Array("2".utf8), .character("2")),
        (Array(" ".utf8), .space), (Array("ż".utf8), .character("ż")),
        (Array("漢".utf8), .character("漢")), (Array("👍".utf8), .character("👍")),
        ([0x03], .ctrlC), ([0x01], .control("a")), ([0x1A], .control("z")),
    ]

    @Test(arguments: 0..<sequences.count)
    func decodesEveryKeyKind(index: Int) {
        let (bytes, key) = Self.sequences[index]
        var decoder = KeyDecoder()
        #expect(decoder.feed(bytes) == [key])
        #expect(!decoder.hasPendingInput)
    }

    @Test(arguments: 0..<sequences.count)
    func decodesSequencesSplitByteByByte(index: Int) {
        let (bytes, key) = Self.sequences[index]
        var decoder = KeyDecoder()
        var keys: [Key] = []
        for byte in bytes {
            keys += decoder.feed([byte])
        }
        #expect(keys == [key])
    }

    @Test func decodesSeveralKeysInOneRead() {
        var decoder = KeyDecoder()
        let input = Array("\u{1B}[Bj\u{1B}[6~ż\r".utf8)
        #expect(decoder.feed(input) == [.down, .character("j"), .pageDown, .character("ż"), .enter])
    }

    @Test func buffersAnEscapeSequenceSplitAcrossReads() {
        var decoder = KeyDecoder()
        #expect(decoder.feed([0x1B]) == [])
        #expect(decoder.feed(Array("[".utf8)) == [])
        #expect(decoder.hasPendingInput)
        #expect(decoder.feed(Array("5".utf8)) == [])
        #expect(decoder.feed(Array("~x".utf8)) == [.pageUp, .character("x")])
    }

    @Test func buffersAMultiByteCharacterSplitAcrossReads() {
        var decoder = KeyDecoder()
        let bytes = Array("👨‍👩".utf8)  // 👨 ZWJ 👩: three scalars, eleven bytes
        var keys: [Key] = []
        for chunk in [bytes[0..<1], bytes[1..<3], bytes[3..<5], bytes[5..<8], bytes[8...]] {
            keys += decoder.feed(chunk)
        }
        #expect(keys == [.character("👨"), .character("\u{200D}"), .character("👩")])
        #expect(decoder.feed([0xC5]) == [])
        #expect(decoder.feed([0xBC]) == [.character("ż")])
    }

    @Test func emitsALoneEscapeOnlyOnFlush() {
        var decoder = KeyDecoder()
        #expect(decoder.feed([0x1B]) == [])
        #expect(decoder.flush() == [.escape])
        #expect(!decoder.hasPendingInput)
        #expect(decoder.flush() == [])
    }

    @Test func flushTurnsAnIncompleteSequenceIntoEscapeAndCharacters() {
        var decoder = KeyDecoder()
        #expect(decoder.feed(Array("\u{1B}[1".utf8)) == [])
        #expect(decoder.flush() == [.escape, .character("["), .character("1")])
    }

    @Test func escapeWithAPrintableKeyInOneReadIsAltAndWithAControlKeyIsEscapeThenThatKey() {
        var decoder = KeyDecoder()
        #expect(decoder.feed(Array("\u{1B}2\u{1B}q".utf8)) == [.alt("2"), .alt("q")])
        #expect(decoder.feed([0x1B, 0x0D]) == [.escape, .enter])
        #expect(decoder.feed([0x1B, 0x1B]) == [.escape])
        #expect(decoder.flush() == [.escape])
        // Esc pressed alone, then a key in a later read: two keys, as before.
        #expect(decoder.feed([0x1B]) == [])
        #expect(decoder.flush() == [.escape])
        #expect(decoder.feed(Array("q".utf8)) == [.character("q")])
    }

    @Test func controlArrowsAreTheirOwnKeysAndOtherModifiedArrowsStayArrows() {
        var decoder = KeyDecoder()
        #expect(decoder.feed(Array("\u{1B}[1;5C\u{1B}[1;5D".utf8)) == [.controlRight, .controlLeft])
        #expect(decoder.feed(Array("\u{1B}[1;3C\u{1B}[1;2D".utf8)) == [.right, .left])
    }

    @Test func dropsUnknownSequencesAndInvalidBytes() {
        var decoder = KeyDecoder()
        #expect(decoder.feed(Array("\u{1B}[15~a".utf8)) == [.character("a")])
        #expect(decoder.feed([0xFF, 0x80, 0x62]) == [.character("b")])
        #expect(decoder.feed([0xC2, 0x9B]) == [])  // C1 CSI is not a key
    }

    @Test func dropsAnOverlongSequenceInsteadOfBufferingForever() {
        var decoder = KeyDecoder()
        let junk = [0x1B, UInt8(ascii: "[")] + Array(repeating: UInt8(ascii: "1"), count: 40)
        #expect(decoder.feed(junk + Array("x".utf8)).last == .character("x"))
        #expect(!decoder.hasPendingInput)
    }
}
