import Foundation
import Testing

@testable import JSONDecoding

/// A large list is read in two halves, the second from a guessed element boundary near the middle;
/// whatever the guess, the elements, skipped entries and their positions are those of one pass.
@Suite struct ListHalvesTests {
    /// A name, or an entry `read` declines (`decode` then reads or rejects it).
    private static func read(_ object: JSONObjectView) -> String? {
        guard case .absent = object.value("note") else { return nil }
        return object.value("name").string
    }

    private static func decode(_ data: Data) throws -> String? {
        let object = try JSONDecoder().decode([String: String].self, from: data)
        return object["name"].map { "\($0) (\(object["note"] ?? "-"))" }
    }

    /// `count` entries of about 100 bytes; every 97th has a note (decoded), every 101st is a number
    /// (skipped), every 89th has no name (unusable).
    private static func document(_ count: Int, middle: String = "") -> String {
        let entries = (0..<count).map { index -> String in
            if index == count / 2 { return middle.isEmpty ? #"{"name": "m"}"# : middle }
            if index % 101 == 0 { return "\(index)" }
            if index % 97 == 0 { return #"{"name": "n\#(index)", "note": "x"}"# }
            if index % 89 == 0 { return #"{"other": "o\#(index)"}"# }
            return #"{"name": "e\#(index)", "pad": "\#(String(repeating: "p", count: 60))"}"#
        }
        return "[\n" + entries.joined(separator: ",\n ") + "\n]"
    }

    private func expectOnePassResult(_ text: String, _ comment: Comment, at key: String? = nil) throws {
        let data = Data(text.utf8)
        #expect(data.count >= ElementScan.halvesThreshold, "large enough to be read in halves")
        let halves = ElementScan.runInHalves(data, at: key, read: Self.read, decode: Self.decode)
        let onePass = ElementScan.run(data, at: key, read: Self.read, decode: Self.decode)
        #expect((halves == nil) == (onePass == nil), comment)
        guard let halves, let onePass else { return }
        #expect(halves.elements == onePass.elements, comment)
        #expect(halves.skipped == onePass.skipped, comment)
        #expect(halves.unusable == onePass.unusable, comment)
    }

    @Test func aListCutAtTheMiddleIsReadAsInOnePass() throws {
        let text = Self.document(20_000)
        let cut = try #require(text.utf8.withContiguousStorageIfAvailable { ElementScan.cut(in: $0) } ?? nil)
        #expect(cut.end < cut.start)
        try expectOnePassResult(text, "a plain list")
        let read = try #require(
            ElementScan.runInHalves(Data(text.utf8), read: Self.read, decode: Self.decode))
        #expect(
            read.skipped.contains { $0.index == 19_998 }, "a skipped entry in the second half keeps its place"
        )
    }

    @Test func aGuessInsideAStringOrANestedValueIsReadAsInOnePass() throws {
        // The middle of the document falls inside a long string, or an array of objects, that
        // looks like an element boundary: the guess is wrong and the first half reads on.
        let fake = String(repeating: "}, {", count: 20_000)
        let text = Self.document(12_000, middle: #"{"name": "\#(fake)"}"#)
        let bytes = Array(text.utf8)
        let cut = try #require(bytes.withUnsafeBufferPointer { ElementScan.cut(in: $0) })
        let fakeStart = try #require(text.utf8.firstRange(of: fake.utf8)).lowerBound
        let fakeOffset = text.utf8.distance(from: text.utf8.startIndex, to: fakeStart)
        #expect(
            (fakeOffset..<fakeOffset + fake.utf8.count).contains(cut.start), "the guess is inside the string")
        try expectOnePassResult(text, "inside a string")
        let nested = Array(repeating: #"{"a": 1}"#, count: 20_000).joined(separator: ", ")
        try expectOnePassResult(
            Self.document(12_000, middle: #"{"name": "n", "list": [\#(nested)]}"#), "nested")
    }

    @Test func anInvalidSecondHalfOrEndFailsAsInOnePass() throws {
        let text = Self.document(20_000)
        for broken in [text.replacingOccurrences(of: #""e19990""#, with: "e19990"), text + " x", text + ","] {
            #expect(ElementScan.runInHalves(Data(broken.utf8), read: Self.read, decode: Self.decode) == nil)
            try expectOnePassResult(broken, "broken")
        }
    }

    /// A list at a key of the top-level object (a page of transactions) is read in halves too:
    /// the guess is made inside that list, whatever surrounds it, and the outcome is one pass's.
    @Test func aListAtAKeyIsReadInHalvesAsInOnePass() throws {
        let list = Self.document(20_000)
        let filler = String(repeating: "}, {", count: 200_000)
        let keyed = [
            #"{"items": \#(list), "total": 20000}"#,
            // The middle of the document lies after the list: the guess must still be inside it.
            #"{"before": 1, "items": \#(list), "after": "\#(filler)"}"#,
            #"{"after": "\#(filler)", "items": \#(list)}"#,
        ]
        for (number, text) in keyed.enumerated() {
            let bytes = Array(text.utf8)
            let (list, cut) = try bytes.withUnsafeBufferPointer { buffer in
                var scanner = JSONListScanner(buffer)
                #expect(try scanner.enterList(at: "items"))
                let end = try #require(scanner.listEnd)
                return (scanner.index..<end, ElementScan.cut(in: buffer, from: scanner.index, to: end))
            }
            #expect(cut.map { list.contains($0.end) && list.contains($0.start) } == true, "keyed \(number)")
            try expectOnePassResult(text, "keyed \(number)", at: "items")
            let read = try #require(
                ElementScan.runInHalves(Data(text.utf8), at: "items", read: Self.read, decode: Self.decode))
            #expect(read.skipped.contains { $0.index == 19_998 }, "keyed \(number): the second half's places")
        }
        let broken = [
            #"{"items": \#(list), "items": []}"#,  // the key twice: JSONDecoder decides
            #"{"items": \#(list), "total": }"#,  // invalid after the list
            #"{"items": \#(list.replacingOccurrences(of: #""e19990""#, with: "e19990"))}"#,
            #"{"other": \#(list)}"#,
        ]
        for text in broken {
            #expect(
                ElementScan.runInHalves(Data(text.utf8), at: "items", read: Self.read, decode: Self.decode)
                    == nil)
            try expectOnePassResult(text, "broken keyed", at: "items")
        }
    }

    /// Room is reserved from the first ``ElementScan/sampledElements`` elements' size; a list whose
    /// elements then grow or shrink is read all the same.
    @Test func listsWhoseFirstElementsMisleadTheEstimateAreReadWhole() throws {
        let small = (0..<3_000).map { #"{"name": "s\#($0)"}"# }
        let large = (0..<12_000).map {
            #"{"name": "l\#($0)", "pad": "\#(String(repeating: "p", count: 200))"}"#
        }
        for (entries, label) in [(small + large, "small first"), (large + small, "large first")] {
            let text = "[" + entries.joined(separator: ",") + "]"
            try expectOnePassResult(text, "\(label)")
            let read = try #require(
                ElementScan.runInHalves(Data(text.utf8), read: Self.read, decode: Self.decode))
            let expected =
                label == "small first"
                ? (0..<3_000).map { "s\($0)" } + (0..<12_000).map { "l\($0)" }
                : (0..<12_000).map { "l\($0)" } + (0..<3_000).map { "s\($0)" }
            #expect(read.elements == expected, "\(label)")
        }
    }

    @Test func theEstimateScalesTheSampleAndStaysWithinTheListsOwnSize() {
        // 1,024 elements in 100 KB of a 10 MB list: about 102,400, with 5 % to spare.
        #expect(
            ElementScan.estimatedCount(sampled: 1_024, inBytes: 100_000, ofBytes: 10_000_000, stride: 16)
                == 107_520)
        // Tiny first elements: no more room than the list's bytes hold elements of 100 bytes.
        #expect(
            ElementScan.estimatedCount(sampled: 1_024, inBytes: 3_000, ofBytes: 10_000_000, stride: 100)
                == 100_000)
        // Nothing more to read, or nothing sampled: the sample itself.
        #expect(
            ElementScan.estimatedCount(sampled: 1_024, inBytes: 5_000, ofBytes: 5_000, stride: 8) == 1_024)
        #expect(ElementScan.estimatedCount(sampled: 0, inBytes: 0, ofBytes: 5_000, stride: 8) == 0)
    }
}
