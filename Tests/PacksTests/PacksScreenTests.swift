import Foundation
import Localization
import PacksInterface
import PacksTesting
import TerminalUI
import Testing

@testable import Packs

/// The screens driven by keys, headlessly: details, archive and unarchive, the archive view,
/// refresh, retry, and a 10,000-parcel list drawing only what is visible.
@MainActor @Suite struct PacksScreenTests {
    private func session(
        _ fetcher: any PacksSource = FakePacksSource(returning: PackFixtures.sample),
        archive: any PacksArchive = InMemoryPackArchive(), cache: any PacksCache = InMemoryPacksCache(),
        language: Language = .en
    ) async throws -> (HeadlessSession, PacksListViewModel) {
        let model = PacksTestSupport.viewModel(
            fetcher: fetcher, cache: cache, archive: archive, language: language)
        let session = HeadlessSession(root: PacksListScreen(model: model))
        try await session.settle()
        return (session, model)
    }

    @Test func enterOpensTheSelectedParcelsDetails() async throws {
        let (session, _) = try await session()
        try await session.send([.down, .enter])
        let frame = session.frameText()
        #expect(frame.contains("Parcels › Księgarnia Żółw"))
        #expect(frame.contains("20000000000000000000001"))
        #expect(frame.contains("a archive"))
        session.quit()
    }

    @Test func archivingFromDetailsHidesTheParcelAndGoesBack() async throws {
        let archive = InMemoryPackArchive()
        let (session, model) = try await session(archive: archive)
        try await session.send([.enter, .character("a")])
        let frame = session.frameText()
        #expect(!frame.contains("Empik"), "the archived parcel is hidden:\n\(frame)")
        #expect(frame.contains("6 parcels · 1 archived"))
        #expect(frame.contains("v archived (1)"))
        #expect(try archive.archivedIDs() == ["20000000000000000000003"])
        #expect(model.archivedCount == 1)
        session.quit()
    }

    /// `a` archives the selected parcel from the list too (the counterpart of the archive's `u`),
    /// and every archive change is confirmed in a banner until the next key.
    @Test func archivingFromTheListHidesTheSelectedParcelAndSaysSo() async throws {
        let archive = InMemoryPackArchive()
        let (session, model) = try await session(archive: archive)
        #expect(session.frameText().contains("a archive"), "the list offers it: \(session.frameText())")
        try await session.send(.character("a"))
        var frame = session.frameText()
        #expect(try archive.archivedIDs() == ["20000000000000000000003"])
        #expect(!frame.contains("Empik"), "the archived parcel is hidden:\n\(frame)")
        #expect(frame.contains("Archived parcel 20000000000000000000003."), "\(frame)")
        #expect(frame.contains("6 parcels · 1 archived"))
        #expect(model.archiveChange == .archived("20000000000000000000003"))
        try await session.send(.down)
        frame = session.frameText()
        #expect(!frame.contains("Archived parcel"), "gone at the next key:\n\(frame)")

        // Back from the archive with `u`: confirmed too.
        try await session.send([.character("v"), .character("u")])
        #expect(session.frameText().contains("Unarchived parcel 20000000000000000000003."))
        try await session.send(.escape)
        #expect(session.frameText().contains("Empik"))
        session.quit()
    }

    @Test func archivingFromDetailsIsConfirmedOnTheList() async throws {
        let (session, _) = try await session()
        try await session.send([.enter, .character("a")])
        #expect(session.navigator.stack.count == 1)
        #expect(session.frameText().contains("Archived parcel 20000000000000000000003."))
        session.quit()
    }

    @Test func aFailedArchiveIsSaidAndNotConfirmed() async throws {
        let (session, model) = try await session(archive: InMemoryPackArchive(failingWrites: true))
        try await session.send(.character("a"))
        let frame = session.frameText()
        #expect(frame.contains("Could not save the archive on this device."), "\(frame)")
        #expect(!frame.contains("Archived parcel"))
        #expect(model.archiveChange == nil)
        session.quit()
    }

    @Test func archivedViewListsAndUnarchives() async throws {
        let (session, model) = try await session(archive: InMemoryPackArchive(["20000000000000000000003"]))
        try await session.send(.character("v"))
        #expect(session.frameText().contains("Parcels › Archived"))
        #expect(session.frameText().contains("Empik"))
        try await session.send(.character("u"))
        #expect(session.frameText().contains("No archived parcels"))
        #expect(model.archivedCount == 0)
        try await session.send(.escape)
        #expect(session.frameText().contains("Empik"), "back in the list")
        session.quit()
    }

    @Test func unarchiveFromArchivedDetails() async throws {
        let (session, model) = try await session(archive: InMemoryPackArchive(["20000000000000000000006"]))
        try await session.send([.character("v"), .enter])
        #expect(session.frameText().contains("u unarchive"))
        #expect(session.frameText().contains("Archived         yes"))
        try await session.send(.character("u"))
        #expect(!model.isArchived("20000000000000000000006"))
        #expect(session.frameText().contains("Parcels › Archived"), "back in the archive view")
        session.quit()
    }

    @Test func refreshKeyRefetchesAndFailureKeepsTheList() async throws {
        let fetcher = FakePacksSource([
            .success(PackFixtures.sample), .failure(.httpStatus(code: 502, bodyExcerpt: "")),
        ])
        let (session, _) = try await session(fetcher)
        try await session.send(.character("r"))
        let frame = session.frameText()
        #expect(fetcher.callCount == 2)
        #expect(frame.contains("Could not load parcels: The server answered with an error (HTTP 502)."))
        #expect(frame.contains("Empik"), "the list stays")
        #expect(session.phase == .settled)
        session.quit()
    }

    @Test func failedLoadShowsRetryAndRetryLoads() async throws {
        let (session, _) = try await session(
            FakePacksSource([.failure(.timeout), .success(PackFixtures.sample)]))
        #expect(
            session.phase == .failed("The parcels could not be loaded. The server did not answer in time."))
        #expect(session.frameText().contains("r retry"))
        try await session.send(.character("r"))
        #expect(session.phase == .settled)
        #expect(session.frameText().contains("Empik"))
        session.quit()
    }

    @Test func emptyListSaysSo() async throws {
        let (session, _) = try await session(FakePacksSource(returning: []))
        #expect(session.frameText().contains("You have no parcels yet"))
        #expect(session.phase == .settled)
        session.quit()
    }

    @Test func everyParcelArchivedSaysWhereTheyAre() async throws {
        let ids = Set(PackFixtures.sample.map(\.id))
        let (session, _) = try await session(archive: InMemoryPackArchive(ids))
        #expect(session.frameText().contains("All your parcels are archived"))
        #expect(session.frameText().contains("Press v to see them"))
        session.quit()
    }

    @Test func movingTheSelectionScrollsALongList() async throws {
        let (session, _) = try await session(FakePacksSource(returning: PackFixtures.many(10_000)))
        #expect(session.frameText().contains("10,000 parcels"))
        try await session.send([.end])
        let selected = session.frameText().split(separator: "\n").first { $0.contains("▸") } ?? ""
        #expect(
            selected.contains("Delivered") || selected.contains("Returned to sender"),
            "the last parcel is in the completed group: \(selected)")
        try await session.send([.home, .pageDown, .enter])
        #expect(session.frameText().contains("Tracking number"))
        session.quit()
    }

    @Test func aRowWhosePickupDeadlinePassedIsMarkedExpired() {
        let pack = PackFixtures.pack(expiryDate: PackFixtures.date(2025, 3, 11, hour: 18))
        let texts = PacksTestSupport.texts(.en)
        let late = PackRowFormatter(
            texts: texts, width: 100, now: PackFixtures.now,
            needs: PackColumnNeeds(packs: [pack], texts: texts, now: PackFixtures.now)
        ).row(for: pack)
        #expect(late.detail == "expired Mar 11, 2025")
        #expect(late.style == .warning)
        #expect(late.detailStyle == .warning)
        let early = PackRowFormatter(
            texts: texts, width: 100, now: PackFixtures.date(2025, 3, 10),
            needs: PackColumnNeeds(packs: [pack], texts: texts, now: PackFixtures.date(2025, 3, 10))
        ).row(
            for: pack)
        #expect(early.detail == "pick up by Mar 11, 2025")
        #expect(early.style == .success)
    }

    @Test func detailsMarkAPassedPickupDeadline() async throws {
        let late = PackFixtures.pack(sender: "Late", expiryDate: PackFixtures.date(2025, 3, 11, hour: 18))
        let (session, _) = try await session(FakePacksSource(returning: [late]))
        #expect(session.frameText().contains("expired Mar 11, 2025"))
        try await session.send(.enter)
        #expect(session.frameText().contains("Mar 11, 2025 at 6:00\u{202F}PM (deadline passed)"))
    }

    @Test func onlyVisibleRowsAreBuilt() {
        let list = WindowedSectionList(
            sections: [.init(title: "A", count: 8_000), .init(title: "B", count: 2_000)],
            state: ListState(selection: 0))
        var built = 0
        let lines = list.lines(width: 80, height: 20) { _, _ in
            built += 1
            return ListRow("row")
        }
        #expect(lines.count == 20)
        #expect(built == 19, "one header and 19 rows fit; nothing else is formatted")
    }

    @Test func windowFollowsTheSelectionAcrossSections() {
        var state = ListState()
        let sections: [WindowedSectionList.Section] = [
            .init(title: "A", count: 5), .init(title: "B", count: 5),
        ]
        state.select(6, in: WindowedSectionList(sections: sections, state: state).layout, viewport: 4)
        let list = WindowedSectionList(sections: sections, state: state)
        let visible = list.visibleItems(height: 4)
        #expect(visible.contains { $0.section == 1 && $0.item == 1 }, "the selection is visible: \(visible)")
        #expect(visible.count <= 4)
        let lines = list.lines(width: 30, height: 4) { section, item in ListRow("\(section)-\(item)") }
        #expect(lines.contains { $0.plainText.contains("▸ 1-1") }, "\(lines.map(\.plainText))")
    }
}
