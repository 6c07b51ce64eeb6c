import Foundation
import Testing

@testable import Localization

@Suite struct LanguageTests {
    @Test(arguments: [
        ("pl_PL.UTF-8", Language.pl), ("de_DE@euro", .de), ("es", .es), ("en-GB", .en),
        ("PL", .pl), ("es_ES.ISO8859-1@modifier", .es), ("de-AT", .de),
    ])
    func parsesPOSIXAndBCP47Identifiers(identifier: String, expected: Language) {
        #expect(Language(identifier: identifier) == expected)
    }

    @Test(arguments: ["C", "POSIX", "", "C.UTF-8", "fr_FR.UTF-8", "english", "_PL", ".UTF-8"])
    func rejectsUnsupportedIdentifiers(identifier: String) {
        #expect(Language(identifier: identifier) == nil)
    }

    @Test func localesAreExplicitPerLanguage() {
        #expect(Language.allCases.map(\.locale.identifier) == ["en_US", "pl_PL", "de_DE", "es_ES"])
    }

    @Test func displayNamesAreEndonyms() {
        #expect(Language.allCases.map(\.displayName) == ["English", "Polski", "Deutsch", "Español"])
    }
}

@Suite struct LanguageResolverTests {
    let resolver = LanguageResolver()

    @Test func explicitOptionWinsOverEnvironment() throws {
        let environment = ["LC_ALL": "de_DE.UTF-8", "LANG": "es_ES.UTF-8"]
        #expect(try resolver.resolve(option: "pl", environment: environment) == .pl)
    }

    @Test func environmentIsReadInPriorityOrder() throws {
        let all = ["LC_ALL": "de_DE.UTF-8", "LC_MESSAGES": "es_ES", "LANG": "pl_PL.UTF-8"]
        #expect(try resolver.resolve(option: nil, environment: all) == .de)
        let messages = ["LC_MESSAGES": "es_ES", "LANG": "pl_PL.UTF-8"]
        #expect(try resolver.resolve(option: nil, environment: messages) == .es)
        #expect(try resolver.resolve(option: nil, environment: ["LANG": "pl_PL.UTF-8"]) == .pl)
    }

    @Test func unusableEnvironmentValuesAreSkipped() throws {
        let environment = ["LC_ALL": "C", "LC_MESSAGES": "fr_FR.UTF-8", "LANG": "de_DE@euro"]
        #expect(try resolver.resolve(option: nil, environment: environment) == .de)
        let posix = ["LC_ALL": "", "LC_MESSAGES": "POSIX", "LANG": "C.UTF-8"]
        #expect(try resolver.resolve(option: nil, environment: posix) == .en)
    }

    @Test func appDefaultReplacesEnglishAsLastFallback() throws {
        let parcels = LanguageResolver(appDefault: .pl)
        #expect(try parcels.resolve(option: nil, environment: [:]) == .pl)
        #expect(try parcels.resolve(option: nil, environment: ["LANG": "C"]) == .pl)
        #expect(try parcels.resolve(option: nil, environment: ["LANG": "en_GB.UTF-8"]) == .en)
        #expect(try parcels.resolve(option: "es", environment: [:]) == .es)
    }

    @Test func explicitUnsupportedLanguageThrowsListingSupportedOnes() {
        #expect(throws: UnsupportedLanguageError(requested: "fr")) {
            try resolver.resolve(option: "fr", environment: ["LANG": "pl_PL.UTF-8"])
        }
        let error = UnsupportedLanguageError(requested: "fr")
        #expect(
            error.description
                == "Unsupported language 'fr'. Supported languages: en (English), pl (Polski), "
                + "de (Deutsch), es (Español).")
        #expect(UnsupportedLanguageError.exitCode == 64)
    }

    @Test func explicitEmptyOrCOptionIsAnError() {
        #expect(throws: UnsupportedLanguageError(requested: "")) {
            try resolver.resolve(option: "", environment: [:])
        }
        #expect(throws: UnsupportedLanguageError(requested: "C")) {
            try resolver.resolve(option: "C", environment: [:])
        }
    }
}
