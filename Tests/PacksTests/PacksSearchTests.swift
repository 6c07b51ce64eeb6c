import Foundation
import Localization
import PacksInterface
import PacksTesting
import TerminalUI
import Testing

@testable import Packs

/// `/` on the parcel lists as a person types it (`--keys`-style scripts), and clicks.
@MainActor @Suite struct PacksSearchTests {
    private func session(
        archive: any PacksArchive = InMemoryPackArchive(), language: Language = .en
    ) async throws -> (HeadlessSession, PacksListScreen) {
        let model = PacksTestSupport.viewModel(
            fetcher: FakePacksSource(returning: PackFixtures.sample), archive: archive, language: language)
        let screen = PacksListScreen(model: model)
        let session = HeadlessSession(root: screen, size: TerminalSize(width: 100, height: 24))
        try await session.settle()
        return (session, screen)
    }

    private func keys(_ script: String) throws -> [Key] { try KeyScript.parse(script) }

    @Test func typingFiltersAsYouTypeWithoutPolishLetters() async throws {
        let (session, screen) = try await session()
        #expect(screen.isSearchable)
        try await session.send(keys("/ z o l w"))
        let frame = session.frameText()
        #expect(screen.capturesText)
        #expect(frame.contains("/ zolw▏  1 match · enter keep · esc clear"))
        #expect(frame.contains("On the way  1"), "the group shows what matches")
        #expect(frame.contains("▸ Księgarnia Żółw"))
        #expect(!frame.contains("Empik") && !frame.contains("Completed"), "groups without a match go")
        #expect(frame.contains("enter keep  esc clear"))
        // Enter keeps the filter and hands the keys back: the next Enter opens the parcel.
        try await session.send(keys("enter enter"))
        #expect(session.frameText().contains("Parcels › Księgarnia Żółw"))
        session.quit()
    }

    /// The summary line counts what a search shows, and of how many, on the
    /// list and in the archive; Esc gives the whole counts back.
    @Test func theSummaryCountsWhatASearchShows() async throws {
        let (session, _) = try await session(
            archive: InMemoryPackArchive(["20000000000000000000003", "20000000000000000000007"]))
        #expect(session.frameText().contains(" 5 parcels · 2 archived"), "\(session.frameText())")
        try await session.send(keys("/ r o s s m a n n"))
        #expect(session.frameText().contains(" 1 of 5 parcels · 2 archived"), "\(session.frameText())")
        try await session.send(keys("esc v"))
        #expect(session.frameText().contains("Parcels › Archived"))
        #expect(session.frameText().contains(" 2 archived"), "\(session.frameText())")
        try await session.send(keys("/ e m p i k"))
        #expect(session.frameText().contains(" 1 of 2 archived"), "\(session.frameText())")
        try await session.send(keys("esc"))
        #expect(session.frameText().contains(" 2 archived"), "\(session.frameText())")
        session.quit()
    }

    @Test func lettersThatAreKeysElsewhereAreTextWhileTyping() async throws {
        let (session, _) = try await session()
        // r refreshes, v opens the archive and q quits, except in the search.
        try await session.send(keys("/ r o s s m a n n q"))
        #expect(!session.hasQuit)
        #expect(session.frameText().contains("/ rossmannq▏  0 matches"))
        #expect(session.frameText().contains("No matches for “rossmannq”"))
        try await session.send(.backspace)
        #expect(session.frameText().contains("▸ Rossmann"))
        session.quit()
    }

    @Test func aParcelIsFoundByHashAndItsNumber() async throws {
        let (session, _) = try await session()
        let id = try #require(PackFixtures.sample.first { $0.sender == "Rossmann" }?.id)
        try await session.send(keys("/ # " + id.map(String.init).joined(separator: " ")))
        #expect(session.frameText().contains("1 match"), "#\(id)")
        #expect(session.frameText().contains("▸ Rossmann"))
        session.quit()
    }

    @Test func datesAndNumbersMatchAndTheSelectionStaysOnTheSameParcel() async throws {
        let (session, _) = try await session()
        // "expired Mar 8" (Empik), "Media Expert", "expired Feb 27" (Ceneo): dates as shown match.
        try await session.send(keys("/ e x p"))
        var frame = session.frameText()
        #expect(frame.contains("3 matches"), "\(frame)")
        #expect(frame.contains("▸ Empik"), "the first match is selected")
        try await session.send(keys("down down"))  // arrows move the list while typing
        #expect(session.frameText().contains("▸ Ceneo"))
        try await session.send(.escape)
        frame = session.frameText()
        #expect(!frame.contains("/ exp"), "Esc clears and closes")
        #expect(frame.contains("7 parcels"))
        #expect(frame.contains("▸ Ceneo"), "the whole list again, Ceneo still selected")
        try await session.send(keys("/ 0 0 0 6"))
        #expect(session.frameText().contains("1 match"), "parcel numbers match")
        #expect(session.frameText().contains("▸ Rossmann"))
        session.quit()
    }

    @Test func aKeptSearchIsClearedByEscBeforeEscGoesBack() async throws {
        let (session, _) = try await session(archive: InMemoryPackArchive(["20000000000000000000003"]))
        try await session.send(keys("v / e m p enter"))
        #expect(session.frameText().contains("Parcels › Archived"))
        #expect(session.frameText().contains("/ emp  1 match · / edit · esc clear"))
        try await session.send(.escape)
        #expect(session.frameText().contains("Parcels › Archived"), "the first Esc clears the search")
        #expect(!session.frameText().contains("/ emp"))
        try await session.send(.escape)
        #expect(!session.frameText().contains("Parcels › Archived"), "the second goes back")
        session.quit()
    }

    @Test func polishWordsInTheBar() async throws {
        let (session, _) = try await session(language: .pl)
        try await session.send(keys("/ k"))
        #expect(session.frameText().contains("/ k▏  7 wyników · enter zachowaj · esc wyczyść"))
        try await session.send(keys("x x"))
        #expect(session.frameText().contains("Brak wyników dla „kxx”"))
        session.quit()
    }

    @Test func aClickSelectsAParcelAndASecondClickOpensIt() async throws {
        let (session, screen) = try await session()
        let body = session.navigator.bodyContext(
            in: RenderContext(size: session.size, theme: .noColor))
        // Body rows: 0 summary, 1 blank, 2 "On the way", 3 Empik, 4 Księgarnia Żółw.
        let click = Key.mouse(MouseEvent(.press(.left), column: 10, row: 4))
        guard case .handled = screen.handle(click, in: body) else {
            Issue.record("the first click selects")
            return
        }
        #expect(session.frameText().contains("▸ Księgarnia Żółw"))
        guard case .push(let details) = screen.handle(click, in: body) else {
            Issue.record("the second click opens")
            return
        }
        #expect(details.title == "Księgarnia Żółw")
        let onHeader = Key.mouse(MouseEvent(.press(.left), column: 10, row: 2))
        guard case .ignored = screen.handle(onHeader, in: body) else {
            Issue.record("a group header is not a parcel")
            return
        }
        let wheel = Key.mouse(MouseEvent(.wheelDown, column: 10, row: 4))
        guard case .ignored = screen.handle(wheel, in: body) else {
            Issue.record("the wheel is the navigator's")
            return
        }
        session.quit()
    }

    /// The archive is the same list: it searches as you type, `u` unarchives the parcel the
    /// search selected (not the first one), and a click selects a parcel, a second click opens it.
    @Test func theArchiveSearchesUnarchivesTheFoundParcelAndOpensItByClick() async throws {
        let archive = InMemoryPackArchive(
            ["20000000000000000000001", "20000000000000000000003", "20000000000000000000006"])
        let (session, _) = try await session(archive: archive)
        try await session.send(keys("v / r o s s"))
        #expect(session.frameText().contains("Parcels › Archived"))
        #expect(session.frameText().contains("/ ross▏  1 match"), "\(session.frameText())")
        #expect(session.frameText().contains("▸ Rossmann"))
        #expect(!session.frameText().contains("Empik"), "a parcel without a match goes")
        try await session.send(keys("enter u"))
        #expect(try archive.archivedIDs() == ["20000000000000000000001", "20000000000000000000003"])
        try await session.send(keys("esc"))
        #expect(session.frameText().contains("Empik") && session.frameText().contains("Żółw"))
        let archived = try #require(session.navigator.stack.last)
        let body = session.navigator.bodyContext(in: RenderContext(size: session.size, theme: .noColor))
        let frame = session.frameText().split(separator: "\n", omittingEmptySubsequences: false)
        // Empik is selected; Żółw is the row below it.
        #expect(session.frameText().contains("▸ Empik"))
        let row = try #require(frame.firstIndex { $0.contains("Żółw") })
        let bodyTop = try #require(frame.firstIndex { $0.contains("2 archived") })
        let click = Key.mouse(MouseEvent(.press(.left), column: 10, row: row - bodyTop))
        guard case .handled = archived.handle(click, in: body) else {
            Issue.record("the first click selects:\n\(session.frameText())")
            return
        }
        guard case .push(let details) = archived.handle(click, in: body) else {
            Issue.record("a click on the selected parcel opens it")
            return
        }
        #expect(details.title == "Księgarnia Żółw")
        session.quit()
    }
}

/// The parcels' search index is kept while it holds, and built again when the list changes or
/// the clock crosses a pickup deadline ("pick up by" becomes "expired on").
@Suite struct PackSearchIndexTests {
    private let deadline = Date(timeIntervalSince1970: 1_800_000_000)

    private func sections(_ packs: [Pack]) -> [PackSection] { PackSection.grouping(sorted: packs) }

    private func found(
        _ index: inout PackSearch, _ sections: [PackSection], _ query: String, at now: Date
    ) -> [String] {
        let shown = index.shown(
            sections, texts: PacksTestSupport.texts(), search: ListSearch(query: query), now: now)
        return zip(sections, shown).flatMap { section, items in items.places.map { section.packs[$0].sender }
        }
    }

    @Test func crossingADeadlineOrLoadingAnotherListBuildsTheIndexAgain() {
        let waiting = Pack(
            id: "1", status: .known(.readyToPickup), sender: "Alpha", shipmentType: .parcelLocker,
            expiryDate: deadline)
        let later = Pack(
            id: "2", status: .known(.readyToPickup), sender: "Beta", shipmentType: .parcelLocker,
            expiryDate: deadline.addingTimeInterval(86_400))
        let list = sections([waiting, later])
        var index = PackSearch()
        let before = deadline.addingTimeInterval(-60)
        #expect(found(&index, list, "up by", at: before) == ["Alpha", "Beta"])
        #expect(found(&index, list, "expired", at: before) == [])
        #expect(found(&index, list, "expired", at: deadline) == [], "at the deadline it still holds")
        let after = deadline.addingTimeInterval(60)
        #expect(found(&index, list, "expired", at: after) == ["Alpha"])
        #expect(found(&index, list, "up by", at: after) == ["Beta"])
        #expect(found(&index, list, "expired", at: before) == [], "a clock set back builds it again too")
        let other = sections([
            Pack(id: "3", status: .known(.delivered), sender: "Gamma", shipmentType: .courier)
        ])
        #expect(found(&index, other, "gam", at: after) == ["Gamma"])
        #expect(found(&index, other, "alp", at: after) == [])
    }
}
