import Foundation
import Localization
import MosaicTestSupport
import Testing

@testable import AppRunner

@Suite struct StartupWarmUpTests {
    /// A bundle of its own (a path no other test reads) with a German table.
    private func bundle(in directory: TemporaryDirectory) throws -> Bundle {
        try directory.write("de.lproj/Localizable.strings", "\"greeting\" = \"Hallo\";\n")
        return try #require(Bundle(url: directory.url))
    }

    @Test func readsTheTablesOfTheGuessedLanguageOnAnotherThreadAndEnds() throws {
        let directory = try TemporaryDirectory()
        let bundle = try bundle(in: directory)
        #expect(!Localizer.hasLoadedTable(in: bundle, language: .de))
        let warmUp = try #require(StartupWarmUp.begin(language: .de, bundles: [bundle], cores: 2))
        warmUp.finish()
        #expect(Localizer.hasLoadedTable(in: bundle, language: .de))
        #expect(!Localizer.hasLoadedTable(in: bundle, language: .pl), "only the guessed language")
    }

    @Test func aProcessOnOneCoreSkipsIt() throws {
        let directory = try TemporaryDirectory()
        let bundle = try bundle(in: directory)
        #expect(StartupWarmUp.begin(language: .de, bundles: [bundle], cores: 1) == nil)
        #expect(!Localizer.hasLoadedTable(in: bundle, language: .de))
    }
}
