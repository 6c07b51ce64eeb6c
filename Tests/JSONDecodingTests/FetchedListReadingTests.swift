import Foundation
import JSONDecoding
import Testing

/// ``FetchedList/decoding(_:at:decoder:reading:declinedAs:converting:skipping:)``: the reader makes
/// the plain elements, the wire type and its conversion the rest, and nothing is counted twice.
@Suite struct FetchedListReadingTests {
    /// What the server sends: a name and an optional note.
    struct Wire: Decodable {
        let name: String
        let note: String?
    }

    /// A reader that takes only elements with a non-empty name and no note, as `convert` would.
    private static func read(_ object: JSONObjectView) -> String? {
        guard case .absent = object.value("note"), let name = object.value("name").string, !name.isEmpty
        else { return nil }
        return "\(name) (-)"
    }

    /// The slow path's conversion: an empty name is unusable.
    private static func convert(_ wire: Wire) -> String? {
        wire.name.isEmpty ? nil : "\(wire.name) (\(wire.note ?? "-"))"
    }

    private func decode(_ text: String) -> (list: FetchedList<String>?, skipped: [SkippedElement]) {
        var skipped: [SkippedElement] = []
        let list = FetchedList<String>.decoding(
            Data(text.utf8), decoder: JSONDecoder(), reading: Self.read, declinedAs: Wire.self,
            converting: Self.convert, skipping: { skipped.append($0) })
        return (list, skipped)
    }

    @Test func plainElementsAreReadTheRestConvertedAndTheUnreadableSkipped() throws {
        let (list, skipped) = decode(
            #"[{"name": "a"}, {"name": "b", "note": "n"}, {"name": ""}, {"name": 5}, 7, {"name": "c"}]"#)
        let read = try #require(list)
        #expect(read.elements == ["a (-)", "b (n)", "c (-)"], "in server order, read or converted")
        // The empty name (converted to nil) and the two undecodable entries.
        #expect(read.skipped == 3)
        #expect(skipped.map(\.index) == [3, 4], "only what could not be decoded is handed to skip")
        #expect(read.payload == nil)
    }

    @Test func aDocumentThatIsNotAListIsLeftToJSONDecoder() {
        for text in [#"{"name": "a"}"#, #"[{"name": "a"},]"#, "", #"[{"name": "a"}] x"#] {
            #expect(decode(text).list == nil, "\(text)")
        }
    }

    /// Strings are scanned eight bytes at a time: a quote, an escape, a control character or a
    /// multi-byte character at any offset must still read as `JSONDecoder` reads it.
    @Test func specialCharactersAtEveryOffsetReadAsJSONDecoderReadsThem() throws {
        let specials = [#"\""#, #"\\"#, #"\n"#, #"\u00e9"#, "é", "🐢", "\u{1}", "\u{7F}", "\u{85}", #"\x"#]
        for special in specials {
            for offset in 0..<20 {
                let name = String(repeating: "a", count: offset) + special + "bcdefghijklmnopq"
                let text = #"[{"name": "\#(name)"}, {"name": "\#(name)", "note": "\#(special)"}]"#
                let expected = try? JSONDecoder().decode([Wire].self, from: Data(text.utf8))
                let list = decode(text).list
                #expect((list == nil) == (expected == nil), "\(special) at \(offset)")
                if let list, let expected {
                    #expect(list.elements == expected.compactMap(Self.convert), "\(special) at \(offset)")
                }
            }
        }
    }

    /// Invalid UTF-8 inside a string, at any offset, is found as the byte-by-byte scan found it.
    @Test func invalidUTF8AtEveryOffsetIsLeftToJSONDecoder() {
        for invalid: [UInt8] in [[0xFF], [0xC3], [0xED, 0xA0, 0x80], [0xC0, 0xAF]] {
            for offset in 0..<20 {
                let name =
                    Array(repeating: UInt8(ascii: "a"), count: offset) + invalid + Array("bcdefghij".utf8)
                let data = Data(#"[{"name": ""#.utf8 + name + #""}]"#.utf8)
                let list = FetchedList<String>.decoding(
                    data, decoder: JSONDecoder(), reading: Self.read, declinedAs: Wire.self,
                    converting: Self.convert, skipping: { _ in })
                #expect(list == nil, "\(invalid) at \(offset)")
            }
        }
    }
}
