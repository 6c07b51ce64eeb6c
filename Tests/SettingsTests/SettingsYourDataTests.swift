import AppCore
import AppRunnerTestSupport
import Foundation
import Localization
import MosaicTestSupport
import SettingsInterface
import SettingsTesting
import TerminalUI
import Testing
@testable import Settings

/// Settings' "Your data" rows: what the app keeps, and erasing it while the app runs.
@MainActor @Suite struct SettingsYourDataTests {
    private func model(_ context: AppContext) throws -> SettingsViewModel {
        let data: AppDataService = try #require(context.resolver.resolve(AppDataService.self))
        return SettingsViewModel(
            service: try #require(context.resolver.resolve(StoredSettingsService.self)),
            active: ActiveSettings(
                language: .en, locale: Language.en.locale, environment: .mock, timeZone: utc),
            localizer: Localizer(language: .en),
            data: data)
    }

    @Test func itShowsTheDatabaseAndErasingEmptiesItInOneGo() throws {
        let store = temporaryStore()
        defer { store.cleanUp() }
        let context = try launch(["--store", store.path])
        let model = try model(context)
        model.load()
        model.choose(.language(.de))
        model.choose(.theme(.dark))
        let report = try #require(model.dataReport())
        #expect(report.database?.path == store.path)
        let settings = try #require(report.records.first { $0.table == "dataStorage_keyValue" })
        #expect(settings.rows == 2)

        model.eraseData()
        #expect(model.notice == .dataErased(rows: 2))
        #expect(model.settings == .defaults)
        let erased = try #require(model.storedData)
        #expect(erased.records.allSatisfy { $0.rows == 0 }, "\(erased.records)")
        let reread = try #require(context.resolver.resolve(StoredSettingsService.self)).load()
        #expect(reread.settings == .defaults, "the erase is in the database, not only on screen")
    }

    @Test func withoutADataServiceTheRowsAreNotShown() async throws {
        let session = try await settledSession(
            SettingsScreen(model: makeViewModel(InMemorySettingsStorage())))
        #expect(!session.frameText().contains("Your data"))
    }

    @Test func theYourDataRowOpensTheReportAndTheEraseRowAsksFirst() async throws {
        let store = temporaryStore()
        defer { store.cleanUp() }
        let context = try launch(["--store", store.path])
        let model = try model(context)
        let session = try await settledSession(SettingsScreen(model: model), height: 22)
        let rows = SettingKey.allCases.count + 1
        try await session.send(Array(repeating: Key.down, count: rows))
        #expect(session.frameText().contains("▸ Your data"), "\(session.frameText())")
        try await session.send(.enter)
        #expect(
            session.frameText().contains("Where settings-test keeps your data:"), "\(session.frameText())")
        #expect(session.frameText().contains(store.path))
        try await session.send(.escape)
        try await session.send([.down, .enter])
        #expect(session.frameText().contains("Erase everything this app keeps"), "\(session.frameText())")
        model.choose(.theme(.light))
        try await session.send(.character("y"))
        #expect(model.notice == .dataErased(rows: 1))
        #expect(session.frameText().contains("Everything this app kept was erased"))
    }
}
