import HiringInterface
import HiringTesting
import MosaicTestSupport
import Networking
import Parallel
import TerminalUI
import Testing

@_spi(Benchmarks) @testable import Hiring

/// The brief's rule: drop unnamed items, group by list, sort by list then name (both orders).
@Suite struct HiringGroupingTests {
    private func names(_ groups: [HiringGroup]) -> [[String]] { groups.map { $0.entries.map(\.name) } }

    @Test func nullEmptyAndWhitespaceNamesAreDroppedAndCountedPerList() {
        let groups = HiringGrouping.groups(HiringFixtures.items, order: .natural)
        #expect(groups.map(\.listId) == [1, 2, 3])
        #expect(groups.map(\.dropped) == [1, 2, 1])
        #expect(groups.map(\.entries.count) == [3, 2, 2])
        #expect(!groups.flatMap(\.entries).contains { $0.name.trimmingCharacters(in: .whitespaces).isEmpty })
        for name in ["\n", "\u{00A0}", " \t\r\n "] {
            #expect(!HiringItem(id: 1, listId: 1, name: name).hasName, "\(name.debugDescription) is blank")
        }
        #expect(HiringItem(id: 1, listId: 1, name: " x ").hasName)
    }

    /// The ASCII fast path answers what the Unicode rule answers, for every ASCII byte, alone and
    /// around spaces, and for blank runs followed by a non-ASCII space or letter.
    @Test func theASCIIPathOfHasNameAgreesWithTheUnicodeRule() {
        func rule(_ name: String) -> Bool { !name.allSatisfy { $0.isWhitespace || $0.isNewline } }
        var names = (0..<128).flatMap { code -> [String] in
            let character = String(UnicodeScalar(UInt8(code)))
            return [character, " \(character) ", "\t\(character)\r\n"]
        }
        names += ["", " \u{00A0}", "\t\u{2028}", " \u{3000}x", "\r\n", " é", "\u{0085}"]
        for name in names {
            #expect(
                HiringItem(id: 1, listId: 1, name: name).hasName == rule(name), "\(name.debugDescription)")
        }
    }

    @Test func aListWhoseItemsAreAllUnnamedIsKeptEmptyWithItsDroppedCount() {
        let groups = HiringGrouping.groups(
            [HiringItem(id: 1, listId: 7, name: nil), HiringItem(id: 2, listId: 7, name: " ")], order: .text)
        #expect(groups.count == 1)
        #expect(groups.first?.entries.isEmpty == true)
        #expect(groups.first?.dropped == 2)
    }

    @Test func listsAreSortedByIdNumerically() {
        let items = [30, 4, 100, 4].enumerated().map { HiringItem(id: $0, listId: $1, name: "n") }
        #expect(HiringGrouping.groups(items, order: .text).map(\.listId) == [4, 30, 100])
    }

    @Test func naturalOrderComparesNumbersByValue() {
        let groups = HiringGrouping.groups(HiringFixtures.items, order: .natural)
        #expect(
            names(groups) == [
                ["Item 9", "Item 12", "Item 100"], ["Item 2", "Item 10"], ["Item 8", "Item 8"],
            ])
    }

    @Test func textOrderIsPlainStringOrderLikeTheReferenceSolution() {
        let groups = HiringGrouping.groups(HiringFixtures.items, order: .text)
        #expect(
            names(groups) == [
                ["Item 100", "Item 12", "Item 9"], ["Item 10", "Item 2"], ["Item 8", "Item 8"],
            ])
    }

    @Test(arguments: HiringSortOrder.allCases)
    func equalNamesAreOrderedById(order: HiringSortOrder) {
        let items = [HiringItem(id: 9, listId: 1, name: "Same"), HiringItem(id: 3, listId: 1, name: "Same")]
        #expect(HiringGrouping.groups(items, order: order).first?.entries.map(\.id) == [3, 9])
        let fixtures = HiringGrouping.groups(HiringFixtures.items, order: order)
        #expect(fixtures.last?.entries.map(\.id) == [7, 8])
    }

    @Test func naturalKeysHandleLeadingZerosHugeNumbersAndMixedRuns() {
        let names = [
            "Item 10a", "Item 007", "Item 7", "Item 99999999999999999999999", "Item 2", "Item", "Item 10",
            "Item B",
        ]
        let sorted = names.sorted { NaturalSortKey($0) < NaturalSortKey($1) }
        #expect(
            sorted == [
                "Item", "Item 2", "Item 7", "Item 007", "Item 10", "Item 10a", "Item 99999999999999999999999",
                "Item B",
            ])
        #expect(!(NaturalSortKey("Item 7") < NaturalSortKey("Item 7")))
    }

    @Test func asciiNamesSplitOnBytesAsOnCharacters() {
        // The byte path against the character walk, on seeded random ASCII names of digits
        // (zeros especially), letters, spaces, CR LF and controls.
        var generator = SeededRandomNumberGenerator(seed: 55)
        let pieces = ["0", "00", "7", "42", "9", "a", "Item", " ", "\r\n", "\r", "\n", "\u{7F}", "#", "z"]
        var names = ["", "0", "000", "Item 007", "\r\n12\r\n"]
        for _ in 0..<2000 {
            names.append(
                (0..<Int.random(in: 1...8, using: &generator)).map { _ in
                    pieces[Int.random(in: 0..<pieces.count, using: &generator)]
                }.joined())
        }
        let differing = names.filter { NaturalSortKey(ascii: $0) != NaturalSortKey(characters: $0) }
        #expect(differing.isEmpty, "\(differing.prefix(5))")
        #expect(NaturalSortKey("Item 2") == NaturalSortKey(ascii: "Item 2"), "ASCII takes the byte path")
    }
}

/// The screen's browser: searching narrows, clearing restores, a new load or order re-sorts.
@Suite struct HiringBrowserTests {
    private func content(_ items: [HiringItem], generation: Int) -> HiringContent {
        HiringContent(
            snapshot: HiringFixtures.snapshot(items), failure: nil, now: referenceDate, generation: generation
        )
    }

    @Test func searchNarrowsAndClearingRestoresEverything() {
        var browser = HiringBrowser()
        let loaded = content(HiringFixtures.items, generation: 1)
        browser.search = ListSearch(query: "1")
        #expect(
            browser.groups(for: loaded).flatMap(\.entries).map(\.name) == ["Item 12", "Item 100", "Item 10"])
        browser.search = ListSearch(query: "10")
        #expect(browser.groups(for: loaded).flatMap(\.entries).map(\.name) == ["Item 100", "Item 10"])
        browser.search = ListSearch(query: "1")
        #expect(
            browser.groups(for: loaded).flatMap(\.entries).count == 3, "deleting a character widens again")
        browser.search = ListSearch(query: "ITEM 8")
        #expect(
            browser.groups(for: loaded).map(\.listId) == [3], "case does not matter; lists without a match go"
        )
        browser.search = ListSearch(query: "")
        #expect(browser.groups(for: loaded).flatMap(\.entries).count == 7)
    }

    @Test func aNewLoadOrOrderIsSortedAgain() {
        var browser = HiringBrowser(order: .text)
        #expect(
            browser.groups(for: content(HiringFixtures.items, generation: 1)).first?.entries.first?.name
                == "Item 100")
        browser.order = .natural
        #expect(
            browser.groups(for: content(HiringFixtures.items, generation: 1)).first?.entries.first?.name
                == "Item 9")
        let other = [HiringItem(id: 1, listId: 9, name: "Only")]
        #expect(browser.groups(for: content(other, generation: 2)).map(\.listId) == [9])
    }

    /// A long group is sorted on both cores: the order must be exactly one sort's by
    /// the rule, in both orders, with repeated names, ids and names that differ only in digits.
    @Test(arguments: [HiringSortOrder.natural, .text])
    func aGroupLongerThanOneCoreSortsIsInTheRuleOrder(order: HiringSortOrder) throws {
        var generator = SystemRandomNumberGenerator()
        let names = ["Item 2", "Item 10", "Item 02", "item 2", "Item", "Item 10a", "Żółw 3"]
        // One list above the threshold by itself (sorted on both cores), three small ones beside
        // it (the groups sorted side by side).
        let items = (0..<(ParallelSort.threshold + 7_777)).map { index in
            HiringItem(
                id: Int.random(in: 0..<500, using: &generator), listId: index % 8 == 0 ? index % 3 + 2 : 1,
                name: names.randomElement(using: &generator))
        }
        let groups = HiringGrouping.groups(items, order: order)
        #expect(groups.map(\.listId) == [1, 2, 3, 4])
        #expect(try #require(groups.first).entries.count > ParallelSort.threshold)
        for group in groups {
            let expected = items.enumerated().filter { $0.element.listId == group.listId }.sorted {
                lhs, rhs in
                let (left, right) = (lhs.element, rhs.element)
                let (leftName, rightName) = (left.name ?? "", right.name ?? "")
                if order == .natural, NaturalSortKey(leftName) != NaturalSortKey(rightName) {
                    return NaturalSortKey(leftName) < NaturalSortKey(rightName)
                }
                if order == .text, leftName != rightName { return leftName < rightName }
                return left.id != right.id ? left.id < right.id : lhs.offset < rhs.offset
            }
            #expect(group.entries.map(\.id) == expected.map(\.element.id), "list \(group.listId)")
            #expect(
                group.entries.map(\.name) == expected.map { $0.element.name ?? "" }, "list \(group.listId)")
        }
    }
}
