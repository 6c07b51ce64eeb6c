import Foundation
import JSONDecoding
import Networking
import Testing

/// ``TolerantList`` keeps every readable element and reports each unreadable one; a lone
/// surrogate escape costs only the element it is in.
@Suite struct TolerantDecodingTests {
    private struct Item: Decodable, Equatable {
        let id: Int
        let name: String
    }

    private struct Page: Decodable {
        let items: TolerantList<Item>
    }

    @Test func skipsOnlyTheUnreadableElementsWithPositionAndPath() throws {
        let json =
            #"{"items": [{"id": 1, "name": "a"}, {"id": 2, "name": null}, "text", 7, {"id": "3", "name": "c"}, {"id": 4, "name": "d"}]}"#
        let page = try APIClient.decode(Page.self, from: Data(json.utf8))
        #expect(page.items.elements == [Item(id: 1, name: "a"), Item(id: 4, name: "d")])
        #expect(page.items.skipped.map(\.index) == [1, 2, 3, 4])
        try #require(page.items.skipped.count > 3)
        #expect(page.items.skipped[0].reason.hasSuffix(" at name"), "\(page.items.skipped[0])")
        #expect(page.items.skipped[3].reason.hasSuffix(" at id"), "\(page.items.skipped[3])")
        #expect(page.items.count == 6)
    }

    @Test func aBareArrayAndNestedListsWork() throws {
        let json = #"[[{"id": 1, "name": "a"}, {"id": true}], [], [5]]"#
        let lists = try APIClient.decode([TolerantList<Item>].self, from: Data(json.utf8))
        #expect(lists.map(\.elements.count) == [1, 0, 0])
        #expect(lists.map { $0.skipped.map(\.index) } == [[1], [], [0]])
    }

    @Test func aValueThatIsNotAnArrayStillFails() {
        #expect(throws: NetworkError.self) {
            try APIClient.decode(Page.self, from: Data(#"{"items": {"id": 1}}"#.utf8))
        }
    }

    @Test func aLoneSurrogateFailsOnlyItsElement() throws {
        let json =
            #"{"items": [{"id": 1, "name": "a\uD800"}, {"id": "\uDC00", "name": "b"}, {"id": 3, "name": "😀 \uD83D\uDE00 \\uD800"}]}"#
        let page = try APIClient.decode(Page.self, from: Data(json.utf8))
        #expect(page.items.elements == [Item(id: 1, name: "a\u{FFFD}"), Item(id: 3, name: "😀 😀 \\uD800")])
        #expect(page.items.skipped.map(\.index) == [1])
    }

    @Test(arguments: ["1e400", "-1e400", "123456789012345678901234567890123456789"])
    func aNumberTooLargeForItsTypeFailsOnlyItsElement(_ number: String) throws {
        let json = #"{"items": [{"id": \#(number), "name": "a"}, {"id": 2, "name": "b"}]}"#
        let page = try APIClient.decode(Page.self, from: Data(json.utf8))
        #expect(page.items.elements == [Item(id: 2, name: "b")])
        #expect(page.items.skipped.map(\.index) == [0])
    }
}
