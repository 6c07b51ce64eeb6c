import DataStorage
import DataStorageTestSupport
import Foundation
import Localization
import MosaicTestSupport
import SnapshotTesting
import TerminalUI
import Testing
import TransactionsInterface
import TransactionsTesting
@testable import Transactions

/// Text snapshots of the screens as `--plain` / `--keys` print them, in English and German
/// (dates in UTC, 100×24 cells, our own fixture data).
@MainActor @Suite struct SnapshotTests {
    private typealias F = TransactionFixtures
    private static let size = TerminalSize(width: 100, height: 24)

    /// A session on the list screen over `source`, settled after `keys`.
    private func frame(
        _ language: Language, keys: [Key] = [],
        source: any TransactionsSource = FakeTransactionsSource(
            returning: F.sample), database: AppDatabase? = nil
    ) async throws -> String {
        let screen = TransactionsListScreen(
            model: TransactionsListViewModel(repository: try makeRepository(source, database: database)),
            presenter: presenter(language))
        let session = HeadlessSession(
            root: screen, size: Self.size,
            labels: ChromeLabels(
                back: language == .de ? "zurück" : "back", quit: language == .de ? "beenden" : "quit",
                switchTab: "tab"))
        defer { session.quit() }
        try await session.settle()
        try await session.send(keys)
        return session.frameText()
    }

    @Test(arguments: [Language.en, .de])
    func listUnfiltered(language: Language) async throws {
        let text = try await frame(language)
        assertSnapshot(of: text, as: .lines, named: language.rawValue)
    }

    @Test(arguments: [Language.en, .de])
    func filterPicker(language: Language) async throws {
        let text = try await frame(language, keys: [.character("f"), .down])
        assertSnapshot(of: text, as: .lines, named: language.rawValue)
    }

    @Test(arguments: [Language.en, .de])
    func listFilteredByCategory(language: Language) async throws {
        let text = try await frame(language, keys: [.character("f"), .down, .enter])
        assertSnapshot(of: text, as: .lines, named: language.rawValue)
    }

    @Test(arguments: [Language.en, .de])
    func details(language: Language) async throws {
        let text = try await frame(language, keys: [.down, .enter])
        assertSnapshot(of: text, as: .lines, named: language.rawValue)
    }

    @Test(arguments: [Language.en, .de])
    func detailsWithoutDescription(language: Language) async throws {
        let text = try await frame(language, keys: [.down, .down, .down, .enter])
        assertSnapshot(of: text, as: .lines, named: language.rawValue)
    }

    @Test(arguments: [Language.en, .de])
    func offlineWithTheStoredList(language: Language) async throws {
        let database = try memoryDatabase(TransactionsMigrations.all)
        _ = try await makeRepository(
            FakeTransactionsSource(returning: F.sample), database: database,
            now: F.date("2024-05-01T12:00:00+0000")
        ).refresh()
        let text = try await frame(
            language, source: FakeTransactionsSource(failing: .offline), database: database)
        assertSnapshot(of: text, as: .lines, named: language.rawValue)
    }

    @Test(arguments: [Language.en, .de])
    func serverError(language: Language) async throws {
        let text = try await frame(
            language, source: FakeTransactionsSource(failing: .httpStatus(code: 503, bodyExcerpt: "")))
        assertSnapshot(of: text, as: .lines, named: language.rawValue)
    }

    @Test(arguments: [Language.en, .de])
    func emptyAccount(language: Language) async throws {
        let text = try await frame(language, source: FakeTransactionsSource(returning: []))
        assertSnapshot(of: text, as: .lines, named: language.rawValue)
    }

    @Test func mixedCurrenciesShowOneSumPerCurrency() async throws {
        let text = try await frame(.en, source: FakeTransactionsSource(returning: F.mixedCurrencies))
        #expect(text.contains("Sum: €17.50 · 2,552 points"), "\(text)")
        assertSnapshot(of: text, as: .lines)
    }

    @Test func retryAfterAnErrorLoadsTheList() async throws {
        let source = FakeTransactionsSource([
            .failure(.httpStatus(code: 503, bodyExcerpt: "")), .success(F.sample),
        ])
        let text = try await frame(.en, keys: [.character("r")], source: source)
        #expect(text.contains("Sum: 2,552 points"), "\(text)")
        #expect(!text.contains("HTTP 503"))
        #expect(source.callCount == 2)
    }

    @Test func escapeLeavesThePickerUnchanged() async throws {
        let text = try await frame(.en, keys: [.character("f"), .down, .down, .escape])
        #expect(text.contains("Filter: All categories · 8 transactions"), "\(text)")
    }
}
