import AppCore
import Foundation
import Localization
import MosaicTestSupport
import SettingsInterface
import SettingsTesting
import Testing

@testable import Settings

/// The settings screen's state: loading, saving at once, failed saves, reset, pending changes.
@MainActor @Suite struct SettingsViewModelTests {
    @Test func loadsTheSavedSettings() {
        let model = makeViewModel(SettingsScenario.german.makeStorage())
        #expect(model.state == .loading)
        #expect(model.settings == .defaults)
        model.load()
        #expect(model.settings.language == .de)
        #expect(model.settings.environment == .stage)
    }

    @Test func choosingSavesAtOnceAndSwitchesThisScreensLanguage() throws {
        let storage = InMemorySettingsStorage()
        let model = makeViewModel(storage)
        model.load()
        model.choose(.language(.de))
        #expect(storage.stored == [.language: "de"])
        #expect(model.settings.language == .de)
        #expect(model.displayLanguage == .de)
        #expect(model.strings[SettingsStrings.title] == "Einstellungen")
        #expect(model.notice == .saved(.language))
        #expect(model.isPending(.language))
        #expect(model.isPending(.region), "formats follow the new language on next start")

        model.choose(.language(nil))
        #expect(storage.stored.isEmpty)
        #expect(model.displayLanguage == .en, "automatic shows the language in use")
        #expect(model.isPending(.language), "a change made in this session still waits for the next start")
    }

    @Test func choosingALanguageSwitchesTheWholeAppsLanguageAtOnce() {
        let live = LiveLanguage(language: .en, automatic: .pl)
        let model = SettingsViewModel(
            service: StoredSettingsService(storage: InMemorySettingsStorage()),
            active: ActiveSettings(
                language: .en, locale: Language.en.locale, environment: .mock, timeZone: utc),
            localizer: Localizer(language: .en), liveLanguage: live)
        model.load()
        model.choose(.language(.de))
        #expect(live.language == .de)
        model.choose(.language(nil))
        #expect(live.language == .pl, "automatic is what the launch would pick without a choice")
        #expect(model.displayLanguage == .pl)
        model.choose(.language(.es))
        model.reset()
        #expect(live.language == .pl)
        model.choose(.region(Locale(identifier: "de_AT")))
        #expect(live.language == .pl, "only a language choice switches it")
    }

    @Test func aFailedSaveKeepsTheOldValueAndSaysWhy() {
        let model = makeViewModel(SettingsScenario.readOnly.makeStorage())
        model.load()
        model.choose(.environment(.prod))
        #expect(model.settings.environment == nil)
        #expect(model.settings.language == .pl)
        #expect(model.notice == .saveFailed(.environment), "the storage's own words go to the log")
        #expect(!model.isPending(.environment))
    }

    @Test func choosingAValueClearsItsIgnoredIssue() {
        let model = makeViewModel(SettingsScenario.corruptValue.makeStorage())
        model.load()
        guard case .loaded(let before) = model.state else { Issue.record("not loaded"); return }
        #expect(before.issues.count == 4)
        model.choose(.failureRate(0.1))
        guard case .loaded(let after) = model.state else { Issue.record("not loaded"); return }
        #expect(after.issues.map(\.key) == [.language, .region, .environment])
    }

    @Test func resetRemovesEveryChoice() {
        let storage = SettingsScenario.german.makeStorage()
        let model = makeViewModel(storage)
        model.load()
        model.reset()
        #expect(storage.stored.isEmpty)
        #expect(model.settings == .defaults)
        #expect(model.notice == .resetDone)
        #expect(model.isPending(.failureRate))
        model.dismissNotice()
        #expect(model.notice == nil)
    }

    @Test func savedValuesMatchingWhatRunsAreNotPending() {
        let active = ActiveSettings(
            language: .de, locale: Locale(identifier: "de_AT"), environment: .stage, timeZone: utc)
        let model = makeViewModel(SettingsScenario.german.makeStorage(), active: active)
        model.load()
        for key in SettingKey.allCases {
            #expect(!model.isPending(key), "\(key)")
        }
        model.choose(.region(Locale(identifier: "de_CH")))
        #expect(model.isPending(.region))
        #expect(
            model.exampleFormatters.locale.identifier == "de_CH", "the example shows the new region at once")
    }

    /// With `LANG=en_GB.UTF-8` and nothing saved, the run formats as en_GB: the region row is
    /// not pending, the example shows en_GB, a German language shows German formats, and a saved
    /// region beats the environment's.
    @Test func theEnvironmentsRegionIsWhatAutomaticMeans() {
        let region = FormattingRegion(environment: EnvironmentRegion(environment: ["LANG": "en_GB.UTF-8"]))
        let active = ActiveSettings(
            language: .en, locale: Locale(identifier: "en_GB"), environment: .mock, timeZone: utc,
            region: region)
        let model = makeViewModel(InMemorySettingsStorage(), active: active)
        model.load()
        #expect(!model.isPending(.region))
        #expect(model.exampleFormatters.locale.identifier == "en_GB")
        model.choose(.language(.de))
        #expect(model.exampleFormatters.locale.identifier == "de_DE")
        #expect(model.isPending(.region), "German formats from the next start")
        model.choose(.language(nil))
        model.choose(.region(Locale(identifier: "de_CH")))
        #expect(model.exampleFormatters.locale.identifier == "de_CH")
        #expect(model.isPending(.region))
    }

    @Test func aLanguageGivenOnTheCommandLineIsWhatTheScreenStartsIn() {
        // `--language es` over a saved German: the screen starts in Spanish and shows German as pending.
        let active = ActiveSettings(
            language: .es, locale: Language.es.locale, environment: .mock, timeZone: utc)
        let model = makeViewModel(SettingsScenario.german.makeStorage(), active: active)
        model.load()
        #expect(model.displayLanguage == .es)
        #expect(model.isPending(.language))
    }
}
