import AppCore
import Foundation
import Localization
import PacksInterface
import PacksTesting
import SnapshotTesting
import TerminalUI
import Testing

@testable import Packs

/// Text snapshots of the screens in Polish (the app's default) and English, time fixed and UTC.
@MainActor @Suite struct PacksSnapshotTests {
    nonisolated private static let languages: [Language] = [.pl, .en]

    private func frame(
        language: Language, fetcher: any PacksSource = FakePacksSource(returning: PackFixtures.sample),
        cache: any PacksCache = InMemoryPacksCache(), archive: any PacksArchive = InMemoryPackArchive(),
        keys: [Key] = []
    ) async throws -> String {
        let model = PacksTestSupport.viewModel(
            fetcher: fetcher, cache: cache, archive: archive, language: language)
        let session = HeadlessSession(
            root: PacksListScreen(model: model), size: TerminalSize(width: 100, height: 24),
            labels: ChromeLabels(Localizer(language: language)))
        defer { session.quit() }
        try await session.settle()
        try await session.send(keys)
        return session.frameText()
    }

    @Test(arguments: languages) func list(language: Language) async throws {
        let text = try await frame(
            language: language, archive: InMemoryPackArchive(["20000000000000000000002"]))
        assertSnapshot(of: text, as: .lines, named: language.rawValue)
    }

    @Test(arguments: languages) func details(language: Language) async throws {
        let text = try await frame(language: language, keys: [.down, .enter])
        assertSnapshot(of: text, as: .lines, named: language.rawValue)
    }

    @Test(arguments: languages) func unsupportedDetails(language: Language) async throws {
        let text = try await frame(language: language, keys: [.down, .down, .down, .down, .enter])
        assertSnapshot(of: text, as: .lines, named: language.rawValue)
    }

    @Test(arguments: languages) func archived(language: Language) async throws {
        let archive = InMemoryPackArchive(["20000000000000000000002", "20000000000000000000006"])
        let text = try await frame(language: language, archive: archive, keys: [.character("v")])
        assertSnapshot(of: text, as: .lines, named: language.rawValue)
    }

    @Test(arguments: languages) func offlineWithStoredList(language: Language) async throws {
        let syncedAt = PackFixtures.now.addingTimeInterval(-26 * 3_600)
        let text = try await frame(
            language: language, fetcher: FakePacksSource(failing: .offline),
            cache: InMemoryPacksCache(packs: PackFixtures.sample, syncedAt: syncedAt))
        assertSnapshot(of: text, as: .lines, named: language.rawValue)
    }

    @Test(arguments: languages) func failed(language: Language) async throws {
        let text = try await frame(
            language: language, fetcher: FakePacksSource(failing: .httpStatus(code: 503, bodyExcerpt: "")))
        assertSnapshot(of: text, as: .lines, named: language.rawValue)
    }

    @Test(arguments: languages) func empty(language: Language) async throws {
        let text = try await frame(language: language, fetcher: FakePacksSource(returning: []))
        assertSnapshot(of: text, as: .lines, named: language.rawValue)
    }

    /// One glyph per meaning on every screen: ⊘ when there is no connection,
    /// ✖ when the server failed, whether or not a saved list shows.
    @Test func nothingSavedAndOfflineIsTheOfflineGlyphAndAServerFailureTheErrorGlyph() async throws {
        let offline = try await frame(language: .en, fetcher: FakePacksSource(failing: .offline))
        #expect(offline.contains(" ⊘ "), "\(offline)")
        #expect(!offline.contains("✖"), "\(offline)")
        let failed = try await frame(
            language: .en, fetcher: FakePacksSource(failing: .httpStatus(code: 503, bodyExcerpt: "")))
        #expect(failed.contains(" ✖ "), "\(failed)")
    }
}
