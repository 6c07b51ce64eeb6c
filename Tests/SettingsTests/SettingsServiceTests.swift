import Foundation
import Logging
import MosaicTestSupport
import Settings
import SettingsInterface
import SettingsTesting
import Testing

/// Reading and saving through storage: one key at a time, and unreadable values never crash.
@Suite struct SettingsServiceTests {
    /// Storage whose reads of one key fail, like a value written with another type.
    struct BrokenStorage: SettingsStorage {
        struct ReadFailed: Error, LocalizedError {
            var errorDescription: String? { "holds an Int value, not String" }
        }
        let broken: SettingKey
        let inner = InMemorySettingsStorage([.environment: "stage"])

        func value(for key: SettingKey) throws -> String? {
            if key == broken { throw ReadFailed() }
            return try inner.value(for: key)
        }

        func setValue(_ value: String?, for key: SettingKey) throws {
            try inner.setValue(value, for: key)
        }
    }

    @Test func nothingSavedMeansDefaults() {
        let snapshot = StoredSettingsService(storage: InMemorySettingsStorage()).load()
        #expect(snapshot.settings == .defaults)
        #expect(snapshot.issues.isEmpty)
    }

    @Test func savesOnlyTheChosenKey() throws {
        let storage = InMemorySettingsStorage([.language: "pl", .region: "xx"])
        let service = StoredSettingsService(storage: storage)
        var settings = service.load().settings
        settings.environment = .prod
        settings.language = .es  // not saved: only the environment is asked for
        try service.save(settings, only: .environment)
        #expect(storage.stored == [.language: "pl", .region: "xx", .environment: "prod"])
    }

    @Test func savingTheDefaultRemovesTheValue() throws {
        let storage = InMemorySettingsStorage([.failureRate: "0.5"])
        try StoredSettingsService(storage: storage).save(.defaults, only: .failureRate)
        #expect(storage.stored.isEmpty)
    }

    @Test func anUnreadableValueIsIgnoredNotFatal() {
        let snapshot = StoredSettingsService(storage: BrokenStorage(broken: .language)).load()
        #expect(snapshot.settings == AppSettings(environment: .stage))
        #expect(snapshot.issues.count == 1)
        #expect(snapshot.issues.first?.key == .language)
        #expect(snapshot.issues.first?.storedValue == nil)
        #expect(snapshot.issues.first?.reason == "holds an Int value, not String")
    }

    @Test func ignoredValuesAreLoggedWhenAsked() {
        let recorder = LogRecorder()
        let service = StoredSettingsService(
            storage: SettingsScenario.corruptValue.makeStorage(), logger: recorder.logger())
        _ = service.settings()
        #expect(
            recorder.messages().isEmpty, "reading for the screen or other features does not repeat the log")
        _ = service.load(logsIssues: true)
        #expect(recorder.messages().count == 4)
        #expect(recorder.messages(atLeast: .warning).count == 4, "each one a warning")
        #expect(
            recorder.messages().first
                == "Ignoring the saved setting language \"tlh\": not a supported language (en, pl, de, es)")
    }

    @Test func resetRemovesEverything() throws {
        let storage = SettingsScenario.german.makeStorage()
        try StoredSettingsService(storage: storage).reset()
        #expect(storage.stored.isEmpty)
    }

    @Test func aRefusedWriteThrowsAndChangesNothing() {
        let storage = SettingsScenario.readOnly.makeStorage()
        #expect(throws: InMemorySettingsStorage.WriteRefused.self) {
            try StoredSettingsService(storage: storage).save(AppSettings(language: .de), only: .language)
        }
        #expect(storage.stored == [.language: "pl"])
    }

    @Test func everyScenarioLoadsWithoutCrashing() {
        for scenario in SettingsScenario.allCases {
            let snapshot = StoredSettingsService(storage: scenario.makeStorage()).load()
            #expect(snapshot.issues.count == (scenario == .corruptValue ? 4 : 0), "\(scenario)")
        }
    }
}
