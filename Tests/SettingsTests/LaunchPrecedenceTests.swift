import AppCore
import Foundation
import Localization
import SettingsInterface
import SettingsTesting
import Testing

@testable import Settings

/// At launch: a command-line option, then a saved setting, then LC_ALL/LC_MESSAGES/LANG, then the
/// default; the region: a saved one, then the environment's where it applies, then the language's.
@MainActor @Suite struct LaunchPrecedenceTests {
    private let german = [SettingsPlugin(storage: SettingsScenario.german.makeStorage())]
    private let nothingSaved = [SettingsPlugin(storage: InMemorySettingsStorage())]

    @Test func theOptionBeatsTheSavedLanguage() throws {
        let context = try launch(
            ["--store", "memory", "--language", "pl"], environment: ["LANG": "es_ES.UTF-8"], plugins: german)
        #expect(context.localizer.language == .pl)
        #expect(context.formatters.locale.identifier == "de_AT", "the saved region stays")
    }

    @Test func theSavedLanguageBeatsTheEnvironment() throws {
        let context = try launch(
            ["--store", "memory"], environment: ["LC_ALL": "es_ES.UTF-8", "LANG": "pl_PL.UTF-8"],
            plugins: german)
        #expect(context.localizer.language == .de)
    }

    @Test func theEnvironmentBeatsTheDefault() throws {
        let context = try launch(
            ["--store", "memory"], environment: ["LC_MESSAGES": "es_ES.UTF-8"], plugins: nothingSaved)
        #expect(context.localizer.language == .es)
        #expect(context.formatters.locale.identifier == "es_ES", "no saved region: the language's own")
    }

    @Test func theDefaultComesLast() throws {
        let context = try launch(["--store", "memory"], environment: ["LANG": "C"], plugins: nothingSaved)
        #expect(context.localizer.language == .en)
        #expect(context.launch.environment == nil)
    }

    /// The region: Settings' saved one, else the environment's (LC_ALL, LC_NUMERIC, LC_TIME,
    /// LC_MONETARY, LANG) where it applies to the language, else the language's own.
    @Test func theSavedRegionBeatsTheEnvironmentsWhichBeatsTheLanguagesOwn() throws {
        let saved = try launch(["--store", "memory"], environment: ["LANG": "en_GB.UTF-8"], plugins: german)
        #expect(saved.formatters.locale.identifier == "de_AT")
        let environment = try launch(
            ["--store", "memory"], environment: ["LANG": "en_GB.UTF-8"], plugins: nothingSaved)
        #expect(environment.localizer.language == .en)
        #expect(environment.formatters.locale.identifier == "en_GB")
        #expect(environment.region.locale(for: .de).identifier == "de_DE", "a switch to German drops it")
        let active = try #require(environment.resolver.resolve(ActiveSettings.self))
        #expect(active.locale.identifier == "en_GB")
    }

    @Test func theLanguageOptionKeepsTheEnvironmentsRegionOfItsLanguageOnly() throws {
        let british = ["LANG": "en_GB.UTF-8"]
        let english = try launch(
            ["--store", "memory", "--language", "en"], environment: british, plugins: nothingSaved)
        #expect(english.formatters.locale.identifier == "en_GB")
        let german = try launch(
            ["--store", "memory", "--language", "de"], environment: british, plugins: nothingSaved)
        #expect(german.formatters.locale.identifier == "de_DE")
        // A saved language is a choice apart from the environment too.
        let savedGerman = try launch(
            ["--store", "memory"], environment: ["LANG": "en_GB.UTF-8"],
            plugins: [SettingsPlugin(storage: InMemorySettingsStorage([.language: "de"]))])
        #expect(savedGerman.localizer.language == .de)
        #expect(savedGerman.formatters.locale.identifier == "de_DE")
    }

    @Test func optionsBeatTheSavedEnvironmentAndFailureRate() throws {
        let saved = try launch(["--store", "memory"], plugins: german)
        #expect(saved.launch.environment == .stage)
        #expect(saved.launch.failureRate == 0)
        let overridden = try launch(
            ["--store", "memory", "--env", "mock", "--failure-rate", "0.75"], plugins: german)
        #expect(overridden.launch.environment == .mock)
        #expect(overridden.launch.failureRate == 0.75)
        #expect(overridden.resolver.resolve(ActiveSettings.self)?.environment == .mock)
    }
}
