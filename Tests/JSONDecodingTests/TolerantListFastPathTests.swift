import Foundation
import JSONDecoding
import Testing

@testable import Networking

/// ``TolerantList``'s fast path reads the same elements, skips the same ones for the same reasons,
/// and declines the same documents as `JSONDecoder` decoding ``TolerantList/init(from:)``.
@Suite struct TolerantListFastPathTests {
    struct Item: Decodable, Equatable, JSONObjectReadable {
        struct Inner: Decodable, Equatable {
            let code: String
        }

        let id: Int
        let name: String
        let note: String?
        let inner: Inner?

        init(id: Int, name: String, note: String?, inner: Inner?) {
            self.id = id
            self.name = name
            self.note = note
            self.inner = inner
        }

        init?(reading object: JSONObjectView) {
            guard let id = object.value("id").int, let name = object.value("name").string else { return nil }
            let note: String?
            switch object.value("note") {
            case .absent, .null: note = nil
            case .string(let text?): note = text
            default: return nil
            }
            let inner: Inner?
            switch object.value("inner") {
            case .absent, .null: inner = nil
            default:
                guard let code = object.object("inner")?.value("code").string else { return nil }
                inner = Inner(code: code)
            }
            self.init(id: id, name: name, note: note, inner: inner)
        }
    }

    struct Page: Decodable, Equatable {
        let items: TolerantList<Item>
    }

    static let documents: [String] = [
        #"[]"#,
        #" [ {"id": 1, "name": "a"} ] "#,
        #"[{"id": 1, "name": "Kraków \"q\" \\ \/ \u00f3 \ud83d\udc22 \n\t", "note": null, "inner": {"code": "x"}}]"#,
        #"[{"id": 1, "name": "a"}, {"id": "2", "name": "b"}, 3, null, [1], {"name": "c"}, {"id": 4, "name": 5}]"#,
        #"[{"id": 1.0, "name": "a"}, {"id": 1e2, "name": "b"}, {"id": 99999999999999999999, "name": "c"}]"#,
        #"[{"id": 1, "name": "a", "id": 2}, {"id": 1, "name": "a", "n\u0061me": "b"}, {"id": -0, "name": "z"}]"#,
        #"[{"id": 1, "name": "a", "inner": {"code": 1}}, {"id": 2, "name": "b", "inner": [1]}]"#,
        #"[{"id": 1, "name": "a", "extra": {"deep": [1, 2, {"x": null}]}, "flag": true, "f": false}]"#,
        #"[{"id": 1, "name": "lone \ud800 surrogate"}]"#,
        // Not JSON, or not a list: JSONDecoder decides (the fast path declines).
        #"[{"id": 1, "name": "a"},]"#, #"[{"id": 01, "name": "a"}]"#, #"{"id": 1}"#, #"[1] x"#, #""#,
        #"[{"id": 1, "name": "a\u0001"}]"#, "[{\"id\": 1, \"name\": \"raw \u{1} control\"}]",
        #"[{"id": 1, "name": "bad \x escape"}]"#, #"[{"id": 1 "name": "a"}]"#, #"[nul]"#, #"[-]"#, #"[1.]"#,
    ]

    private func viaDecoder<T: Decodable>(_ type: T.Type, _ text: String) -> Result<T, any Error> {
        Result { try JSONDecoder().decode(type, from: LoneSurrogateRepair.repairing(Data(text.utf8))) }
    }

    @Test(arguments: documents)
    func aTopLevelListReadsLikeJSONDecoder(_ text: String) {
        let data = LoneSurrogateRepair.repairing(Data(text.utf8))
        let fast = TolerantList<Item>.decoding(data, decoder: JSONDecoder())
        switch viaDecoder(TolerantList<Item>.self, text) {
        case .success(let expected):
            #expect(fast == expected || fast == nil, "\(text)")
            if let fast {
                #expect(fast.elements == expected.elements, "\(text)")
                #expect(fast.skipped == expected.skipped, "\(text)")
            }
        case .failure:
            #expect(fast == nil, "a document JSONDecoder rejects is declined: \(text)")
        }
    }

    @Test(arguments: documents)
    func aKeyedListReadsLikeJSONDecoder(_ list: String) {
        let text = #"{"before": [1, {"a": "b"}], "items": \#(list), "after": null}"#
        let data = LoneSurrogateRepair.repairing(Data(text.utf8))
        let fast = TolerantList<Item>.decoding(data, at: "items", decoder: JSONDecoder())
        switch viaDecoder(Page.self, text) {
        case .success(let expected):
            #expect(fast == nil || fast == expected.items, "\(text)")
        case .failure:
            #expect(fast == nil, "\(text)")
        }
    }

    @Test func theFastPathReadsPlainDocumentsItself() {
        let plain =
            #"[{"id": 1, "name": "a"}, {"id": 2, "name": "b", "note": "n"}, {"id": "x", "name": "c"}]"#
        let list = TolerantList<Item>.decoding(Data(plain.utf8), decoder: JSONDecoder())
        #expect(list?.elements.map(\.id) == [1, 2])
        #expect(list?.skipped.map(\.index) == [2])
        let keyed = #"{"items": [{"id": 1, "name": "a"}], "items2": 1}"#
        #expect(
            TolerantList<Item>.decoding(Data(keyed.utf8), at: "items", decoder: JSONDecoder())?.count == 1)
        let repeated = #"{"items": [], "items": [{"id": 1, "name": "a"}]}"#
        #expect(TolerantList<Item>.decoding(Data(repeated.utf8), at: "items", decoder: JSONDecoder()) == nil)
    }

    /// A number's integer is read from its bytes: it must answer what `Int(text)` answered for
    /// every text the fast path sees (signs, digits, fractions, exponents, overflow at both ends).
    @Test func numbersAreReadFromTheirBytesAsIntWouldReadTheirText() {
        var random = SeededRandomNumberGenerator(seed: 23)
        let alphabet = Array("-0123456789.eE")
        var texts = [
            "0", "-0", "-", "", "9223372036854775807", "9223372036854775808", "-9223372036854775808",
            "-9223372036854775809", "99999999999999999999", "1e5", "1.0", "00", "-12",
        ]
        for _ in 0..<5_000 {
            let length = Int.random(in: 0...22, using: &random)
            let digitsOnly = Bool.random(using: &random)
            let negative = Bool.random(using: &random)
            texts.append(
                String(
                    (0..<length).map { position -> Character in
                        if digitsOnly {
                            return position == 0 && length > 1 && negative
                                ? "-" : Character("\(Int.random(in: 0...9, using: &random))")
                        }
                        return alphabet.randomElement(using: &random) ?? "0"
                    }))
        }
        for text in texts {
            Array(text.utf8).withUnsafeBufferPointer { bytes in
                let number = JSONNumberView(bytes)
                #expect(number.integer == Int(text), "\(text)")
                #expect(number.length == text.utf8.count)
                #expect(number.text == text)
            }
        }
    }
}
