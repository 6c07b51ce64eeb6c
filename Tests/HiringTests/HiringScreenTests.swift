import AppCoreTestSupport
import Foundation
import HiringInterface
import HiringTesting
import Localization
import MosaicTestSupport
import SnapshotTesting
import TerminalUI
import Testing
@testable import Hiring

/// The hiring screen as a person uses it: groups with counts, states, search, collapse, sort
/// toggle, jumps between lists, details.
@MainActor @Suite struct HiringScreenTests {
    private func session(
        _ results: [HiringLoad] = [HiringLoad(snapshot: HiringFixtures.snapshot())], language: Language = .en,
        height: Int = 24
    ) -> HeadlessSession {
        let model = HiringViewModel(list: FakeHiringService(results), clock: frozen())
        return HeadlessSession(
            root: HiringScreen(model: model, texts: texts(language)),
            size: TerminalSize(width: 80, height: height))
    }

    /// The names on screen, top to bottom.
    private func names(_ frame: String) -> [String] {
        frame.split(separator: "\n").compactMap { line in
            line.firstMatch(of: /Item \d+/).map { String($0.output) }
        }
    }

    @Test(arguments: Language.allCases)
    func theSortKeyStaysInTheFooterAt80Columns(language: Language) async throws {
        let session = session(language: language)
        try await session.settle()
        let footer = try #require(session.frameText().split(separator: "\n").last.map(String.init))
        let sort = texts(language).localizer[HiringStrings.hintSortByText]
        #expect(footer.contains("s \(sort)"), "the primary action shows: \(footer)")
        session.quit()
    }

    @Test func groupsShowKeptAndDroppedCountsInNaturalOrder() async throws {
        let session = session()
        try await session.settle()
        #expect(session.phase == .settled)
        let frame = session.frameText()
        #expect(frame.contains("List 1  3 items · 1 dropped"))
        #expect(frame.contains("List 2  2 items · 2 dropped"))
        #expect(names(frame) == ["Item 9", "Item 12", "Item 100", "Item 2", "Item 10", "Item 8", "Item 8"])
        assertSnapshot(of: frame, as: .lines)
    }

    @Test func sTogglesToTextOrderAndBack() async throws {
        let session = session()
        try await session.settle()
        try await session.send(.character("s"))
        #expect(
            names(session.frameText()) == [
                "Item 100", "Item 12", "Item 9", "Item 10", "Item 2", "Item 8", "Item 8",
            ])
        #expect(session.frameText().contains("sorted: text"))
        try await session.send(.character("s"))
        #expect(names(session.frameText()).prefix(3) == ["Item 9", "Item 12", "Item 100"])
    }

    @Test func sortingKeepsTheSelectedNameSelectedAndInView() async throws {
        let session = session(height: 12)
        try await session.settle()
        try await session.send([.down, .down])
        #expect(session.frameText().contains("▸ Item 100"), "\(session.frameText())")
        try await session.send(.character("s"))
        #expect(
            session.frameText().contains("▸ Item 100"), "still selected in text order: \(session.frameText())"
        )
        // Text order: Item 100, 12, 9, 10, 2, 8, 8; the first Item 8 is in the last list.
        try await session.send([.down, .down, .down, .down, .down, .character("s")])
        let selected = try #require(session.frameText().split(separator: "\n").first { $0.contains("▸") })
        #expect(selected.contains("Item 8"), "\(session.frameText())")
        #expect(names(session.frameText()).contains("Item 8"), "and in view")
    }

    @Test func searchFiltersAsYouTypeEscClearsEnterKeeps() async throws {
        let session = session()
        try await session.settle()
        try await session.send([.character("/"), .character("1")])
        #expect(names(session.frameText()) == ["Item 12", "Item 100", "Item 10"])
        try await session.send(.character("0"))
        #expect(names(session.frameText()) == ["Item 100", "Item 10"])
        #expect(session.frameText().contains("/ 10▏  2 matches · enter keep · esc clear"))
        assertSnapshot(of: session.frameText(), as: .lines)
        try await session.send(.escape)
        #expect(names(session.frameText()).count == 7)
        try await session.send([.character("/"), .character("8"), .enter])
        #expect(names(session.frameText()) == ["Item 8", "Item 8"])
        // Kept: letters act as keys again (s sorts), Esc then clears the kept search.
        try await session.send(.character("s"))
        #expect(session.frameText().contains("sorted: text"))
        try await session.send(.escape)
        #expect(names(session.frameText()).count == 7)
        #expect(!session.hasQuit)
    }

    @Test func aSearchWithoutMatchesSaysSo() async throws {
        let session = session()
        try await session.settle()
        try await session.send([.character("/"), .character("z")])
        #expect(session.frameText().contains("No matches for “z”"))
    }

    @Test func cCollapsesTheSelectedListAndExpandsItAgain() async throws {
        let session = session()
        try await session.settle()
        try await session.send(.character("c"))
        var frame = session.frameText()
        #expect(frame.contains("List 1  3 items · 1 dropped · collapsed"))
        #expect(names(frame) == ["Item 2", "Item 10", "Item 8", "Item 8"])
        assertSnapshot(of: frame, as: .lines)
        try await session.send(.enter)
        frame = session.frameText()
        #expect(!frame.contains("collapsed"))
        #expect(names(frame).count == 7)
    }

    @Test func aJumpShowsTheTargetListFromItsHeaderDown() async throws {
        let session = session(
            [HiringLoad(snapshot: HiringFixtures.snapshot(HiringFixtures.many(90, lists: 3)))], height: 16)
        try await session.settle()
        for target in ["List 2", "List 3"] {
            try await session.send(.character("]"))
            let lines = session.frameText().split(separator: "\n").map(String.init)
            let header = try #require(lines.firstIndex { $0.contains(target) }, "\(lines)")
            #expect(
                lines[..<header].allSatisfy { !$0.contains("Item ") }, "nothing of the list before: \(lines)")
            let selected = try #require(lines.firstIndex { $0.contains("▸") })
            #expect(selected == header + 1, "its first item selected right under it: \(lines)")
        }
    }

    @Test func theDetailsGiveThePlaceInTheWholeListWhileSearching() async throws {
        let session = session()
        try await session.settle()
        // List 1 in natural order: Item 9, Item 12, Item 100; the search shows Item 100 alone.
        try await session.send([
            .character("/"), .character("1"), .character("0"), .character("0"), .enter, .enter,
        ])
        #expect(session.frameText().contains("3 of 3 in list 1"), "\(session.frameText())")
    }

    @Test func bracketsJumpBetweenListsAndEnterOpensTheItem() async throws {
        let session = session()
        try await session.settle()
        try await session.send([.character("]"), .character("]"), .enter])
        var frame = session.frameText()
        #expect(frame.contains("Item 8"))
        #expect(frame.contains("List 3"))
        #expect(frame.contains("1 of 2 in list 3"))
        #expect(frame.contains("7"), "the tie on name is broken by id: 7 first")
        try await session.send([.escape, .character("["), .enter])
        frame = session.frameText()
        #expect(frame.contains("1 of 2 in list 2"))
        #expect(frame.contains("Item 2"))
        assertSnapshot(of: frame, as: .lines)
    }

    @Test func failureThenRetry() async throws {
        let session = session([
            HiringLoad(snapshot: nil, failure: .offline), HiringLoad(snapshot: HiringFixtures.snapshot()),
        ])
        try await session.settle()
        #expect(session.phase == .failed("You are offline. No list is saved on this device yet."))
        assertSnapshot(of: session.frameText(), as: .lines)
        try await session.send(.character("r"))
        #expect(session.phase == .settled)
        #expect(names(session.frameText()).count == 7)
    }

    @Test func offlineShowsTheSavedListWithItsSyncTimeInPolish() async throws {
        let saved = HiringFixtures.snapshot(syncedAt: referenceDate - 2 * 3600, source: .cache)
        let session = session([HiringLoad(snapshot: saved, failure: .offline)], language: .pl)
        try await session.settle()
        let frame = session.frameText()
        #expect(frame.contains("Brak połączenia: pokazano listę zapisaną 2 godziny temu."))
        #expect(frame.contains("Lista 1  3 pozycje · 1 pominięta"))
        assertSnapshot(of: frame, as: .lines)
    }

    @Test func onlyUnnamedItemsIsTheEmptyState() async throws {
        let unnamed = HiringFixtures.items.filter { !$0.hasName }
        let session = session([HiringLoad(snapshot: HiringFixtures.snapshot(unnamed))])
        try await session.settle()
        #expect(session.frameText().contains("No named items to show"))
    }

    @Test func malformedEntriesAreReportedAboveTheList() async throws {
        let session = session([HiringLoad(snapshot: HiringFixtures.snapshot(skipped: 2))], language: .de)
        try await session.settle()
        #expect(
            session.frameText().contains("2 Einträge vom Server waren nicht lesbar und wurden ausgelassen."))
    }
}
