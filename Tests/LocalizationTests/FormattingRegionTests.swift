import Foundation
import Testing

@testable import Localization

/// The region numbers, money and dates follow, read from the locale environment like the language.
@Suite struct EnvironmentRegionTests {
    private func region(_ environment: [String: String], appDefault: Language = .en) -> String? {
        EnvironmentRegion(environment: environment, appDefault: appDefault)?.locale.identifier
    }

    @Test func theRegionOfLANGIsRead() {
        #expect(region(["LANG": "en_GB.UTF-8"]) == "en_GB")
        #expect(region(["LANG": "de_CH.UTF-8"]) == "de_CH")
        #expect(region(["LANG": "en_US.UTF-8"]) == "en_US")
        #expect(region(["LANG": "de_AT@euro"]) == "de_AT")
        #expect(region(["LANG": "en-gb"]) == "en_GB", "BCP 47 and any letter case")
        #expect(region(["LANG": "es_419.UTF-8"]) == "es_419", "a UN M.49 area")
        #expect(region([:]) == nil)
    }

    @Test func lcAllComesFirstThenNumbersDatesMoneyThenLANG() {
        let all = [
            "LC_ALL": "de_CH.UTF-8", "LC_NUMERIC": "de_AT.UTF-8", "LC_TIME": "en_GB.UTF-8",
            "LC_MONETARY": "es_MX.UTF-8", "LANG": "pl_PL.UTF-8",
        ]
        #expect(region(all) == "de_CH")
        var rest = all
        rest["LC_ALL"] = nil
        #expect(region(rest) == "de_AT")
        rest["LC_NUMERIC"] = nil
        #expect(region(rest) == "en_GB")
        rest["LC_TIME"] = nil
        #expect(region(rest) == "es_MX")
        rest["LC_MONETARY"] = nil
        #expect(region(rest) == "pl_PL")
        #expect(region(["LC_MESSAGES": "de_CH.UTF-8"]) == nil, "messages are words, not formats")
    }

    @Test func unusableValuesAreSkippedAsForTheLanguage() {
        #expect(
            region(["LC_ALL": "C", "LC_NUMERIC": "POSIX", "LC_TIME": "", "LANG": "en_GB.UTF-8"]) == "en_GB")
        #expect(region(["LC_ALL": "C.UTF-8", "LANG": "fr_FR.UTF-8"]) == nil, "no language Mosaic speaks")
        #expect(region(["LC_NUMERIC": "fr_CH.UTF-8", "LANG": "de_CH.UTF-8"]) == "de_CH")
    }

    @Test func aValueWithoutARegionCodeNamesItsLanguagesOwn() {
        #expect(region(["LANG": "de"]) == "de_DE")
        #expect(region(["LANG": "pl.UTF-8"]) == "pl_PL")
        #expect(region(["LANG": "en_GBR"]) == "en_US", "not a region code")
        #expect(region(["LC_TIME": "es", "LANG": "es_MX"]) == "es_ES", "LC_TIME names one: the search stops")
    }

    @Test func itAppliesToItsOwnLanguageAndToTheOneTheEnvironmentGives() throws {
        let british = try #require(EnvironmentRegion(environment: ["LANG": "en_GB.UTF-8"], appDefault: .de))
        #expect(british.language == .en)
        #expect(british.automaticLanguage == .en)
        #expect(british.applies(to: .en))
        #expect(!british.applies(to: .de), "--language de: German dates, not British ones")
        // Split categories are the user's choice: Polish words, German formats.
        let split = try #require(
            EnvironmentRegion(environment: ["LC_MESSAGES": "pl_PL.UTF-8", "LC_TIME": "de_DE.UTF-8"]))
        #expect(split.automaticLanguage == .pl)
        #expect(split.applies(to: .pl))
        #expect(split.applies(to: .de))
        #expect(!split.applies(to: .es))
        // Only a format variable: the app's default language is what the environment gives.
        let timeOnly = try #require(EnvironmentRegion(environment: ["LC_TIME": "de_CH"], appDefault: .pl))
        #expect(timeOnly.applies(to: .pl))
        #expect(!timeOnly.applies(to: .en))
    }
}

@Suite struct FormattingRegionTests {
    private let britishEnvironment = EnvironmentRegion(environment: ["LANG": "en_GB.UTF-8"], appDefault: .de)

    @Test func withoutAnythingEachLanguageHasItsOwn() {
        let region = FormattingRegion()
        #expect(
            Language.allCases.map { region.locale(for: $0).identifier } == [
                "en_US", "pl_PL", "de_DE", "es_ES",
            ])
    }

    @Test func theEnvironmentsRegionWhereItApplies() {
        let region = FormattingRegion(environment: britishEnvironment)
        #expect(region.locale(for: .en).identifier == "en_GB")
        #expect(region.locale(for: .de).identifier == "de_DE")
        #expect(region.locale(for: .es).identifier == "es_ES")
    }

    @Test func aSavedRegionBeatsTheEnvironmentInEveryLanguage() {
        let region = FormattingRegion(saved: Locale(identifier: "de_AT"), environment: britishEnvironment)
        #expect(
            Language.allCases.map { region.locale(for: $0).identifier } == Array(repeating: "de_AT", count: 4)
        )
        #expect(region.automaticLocale(for: .en).identifier == "en_GB", "what removing the saved one gives")
    }
}
