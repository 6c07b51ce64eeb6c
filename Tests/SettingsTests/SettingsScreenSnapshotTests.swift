import AppRunnerTestSupport
import Foundation
import Localization
import MosaicTestSupport
import SettingsInterface
import SettingsTesting
import SnapshotTesting
import TerminalUI
import Testing

@testable import Settings

/// Text snapshots of the settings screens in English and German (80×22, UTC).
@MainActor @Suite(.serialized) struct SettingsScreenSnapshotTests {
    private func screen(_ scenario: SettingsScenario, language: Language) -> SettingsScreen {
        let active = ActiveSettings(
            language: language, locale: language.locale, environment: .mock, timeZone: utc)
        return SettingsScreen(model: makeViewModel(scenario.makeStorage(), active: active))
    }

    @Test(arguments: [Language.en, .de])
    func defaults(language: Language) async throws {
        let session = try await settledSession(
            screen(.defaults, language: language), language: language, height: 22)
        #expect(session.phase == .settled)
        assertSnapshot(of: session.frameText(), as: .lines, named: language.rawValue)
    }

    @Test(arguments: [Language.en, .de])
    func savedGermanSettings(language: Language) async throws {
        let session = try await settledSession(
            screen(.german, language: language), language: language, height: 22)
        assertSnapshot(of: session.frameText(), as: .lines, named: language.rawValue)
    }

    @Test(arguments: [Language.en, .de])
    func corruptValuesAreReported(language: Language) async throws {
        let session = try await settledSession(
            screen(.corruptValue, language: language), language: language, height: 22)
        #expect(session.phase == .settled, "ignored values are a notice, not an error")
        assertSnapshot(of: session.frameText(), as: .lines, named: language.rawValue)
    }

    @Test(arguments: [Language.en, .de])
    func regionPicker(language: Language) async throws {
        let session = try await settledSession(
            screen(.german, language: language), language: language, height: 22)
        try await session.send([.down, .enter])
        assertSnapshot(of: session.frameText(), as: .lines, named: language.rawValue)
    }

    @Test func choosingGermanRedrawsTheScreenInGermanAtOnce() async throws {
        let session = try await settledSession(screen(.defaults, language: .en), height: 22)
        // Language picker: automatic, English, Polski, Deutsch, Español.
        try await session.send([.enter, .down, .down, .down, .enter])
        let frame = session.frameText()
        #expect(frame.contains("Einstellungen"))
        #expect(frame.contains("Gespeichert: Sprache"))
        #expect(frame.contains("gilt ab dem nächsten Start"))
        assertSnapshot(of: frame, as: .lines)
    }

    @Test func escapeLeavesThePickerWithoutSaving() async throws {
        let storage = InMemorySettingsStorage()
        let active = ActiveSettings(
            language: .en, locale: Language.en.locale, environment: .mock, timeZone: utc)
        let session = try await settledSession(SettingsScreen(model: makeViewModel(storage, active: active)))
        try await session.send([.down, .down, .enter, .down, .escape])
        #expect(storage.stored.isEmpty)
        #expect(session.navigator.stack.count == 1)
    }

    @Test func aRefusedSaveShowsAnErrorAndFailsThePhase() async throws {
        let session = try await settledSession(screen(.readOnly, language: .en), height: 22)
        try await session.send([.down, .down, .enter, .down, .enter])
        guard case .failed(let message) = session.phase else {
            Issue.record("expected failed, got \(session.phase)")
            return
        }
        #expect(message == "Could not save Data source on this device; the previous value stays.")
        #expect(session.frameText().contains("✖ Could not save Data source"))
        #expect(session.frameText().contains("Mock: bundled sample data"), "the old value stays")
    }

    @Test func aRefusedSaveIsOnePolishSentence() async throws {
        let session = try await settledSession(screen(.readOnly, language: .pl), height: 22)
        try await session.send([.down, .down, .enter, .down, .enter])
        #expect(session.phase.failureMessage?.hasPrefix("Nie udało się zapisać ustawienia") == true)
        #expect(!session.frameText().contains("read-only"), "the storage's English detail is for the log")
    }

    /// In German the question is answered with `j` (ja); `y` leaves it open.
    @Test func resetIsAnsweredWithTheLanguagesKey() async throws {
        let storage = SettingsScenario.german.makeStorage()
        let active = ActiveSettings(
            language: .de, locale: Language.de.locale, environment: .mock, timeZone: utc)
        let session = try await settledSession(
            SettingsScreen(model: makeViewModel(storage, active: active)), language: .de)
        try await session.send([.end, .enter])
        let asked = session.frameText()
        #expect(asked.contains(" j ja ") && asked.contains(" n nein"), "\(asked)")
        try await session.send(.character("y"))
        #expect(!storage.stored.isEmpty, "y is not yes in German")
        try await session.send(.character("j"))
        #expect(storage.stored.isEmpty)
    }

    @Test func resetAsksFirst() async throws {
        let storage = SettingsScenario.german.makeStorage()
        let active = ActiveSettings(
            language: .en, locale: Language.en.locale, environment: .mock, timeZone: utc)
        let session = try await settledSession(SettingsScreen(model: makeViewModel(storage, active: active)))
        try await session.send([.end, .enter])
        #expect(session.frameText().contains("Reset all settings to their defaults?"))
        try await session.send(.enter)  // "no" is highlighted
        #expect(!storage.stored.isEmpty)
        try await session.send([.enter, .character("y")])
        #expect(storage.stored.isEmpty)
        #expect(session.frameText().contains("All settings were reset"))
    }
}
