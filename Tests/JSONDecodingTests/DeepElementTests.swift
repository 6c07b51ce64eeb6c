import Foundation
import JSONDecoding
import Testing

@testable import Networking

/// One element nested deeper than any parser follows costs only itself: Foundation rejects a whole
/// document nested deeper than 512, so without this one such element would sink the list.
@Suite struct DeepElementTests {
    private static func nested(_ depth: Int) -> String {
        String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
    }

    /// A list with a good element, one whose ignored member is `depth` deep, one whose read member
    /// is, and another good one.
    private static func list(depth: Int) -> Data {
        let deep = nested(depth)
        return Data(
            #"[{"id": 1, "name": "a"}, {"id": 2, "name": "b", "extra": \#(deep)}, {"id": 3, "name": \#(deep)}, {"id": 4, "name": "d"}]"#
                .utf8)
    }

    @Test(arguments: [300, 600, 100_000])
    func aDeepElementIsSkippedAndTheRestRead(depth: Int) throws {
        let decoder = JSONDecoder()
        let list = try #require(
            TolerantList<TolerantListFastPathTests.Item>.decoding(Self.list(depth: depth), decoder: decoder))
        #expect(list.elements.map(\.id) == [1, 2, 4], "an ignored deep member does not cost its element")
        let skipped = try #require(list.skipped.first)
        #expect(list.skipped.count == 1)
        #expect(skipped.index == 2)
        #expect(skipped.reason == "nested deeper than 256 levels")
    }

    @Test(arguments: [600, 100_000])
    func elementsWithoutAFastReaderAreDecodedOneByOne(depth: Int) throws {
        struct Plain: Decodable, Equatable {
            let id: Int
        }
        let body = Data(#"{"items": [{"id": 1}, \#(Self.nested(depth)), {"id": 3}]}"#.utf8)
        let list = try #require(
            TolerantList<Plain>.decodingEachElement(body, at: "items", decoder: JSONDecoder()))
        #expect(list.elements == [Plain(id: 1), Plain(id: 3)])
        #expect(list.skipped.map(\.index) == [1])
        // Foundation alone fails the whole document.
        #expect(throws: (any Error).self) {
            try JSONDecoder().decode([String: TolerantList<Plain>].self, from: body)
        }
    }

    @Test func unbalancedDeepBracketsStillFailTheDocument() {
        let body = Data(("[{\"id\": 1, \"name\": \"a\"}, " + String(repeating: "[", count: 600) + "]").utf8)
        #expect(TolerantList<TolerantListFastPathTests.Item>.decoding(body, decoder: JSONDecoder()) == nil)
    }
}
