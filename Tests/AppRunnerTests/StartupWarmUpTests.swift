import AppCore
import Foundation
import Localization
import MosaicTestSupport
import Swinject
import Synchronization
import TerminalUI
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

    @Test func endsWithEachFeaturesTitleInTheLanguageOfTheCommandLineInTabOrder() throws {
        let warmUp = try #require(
            StartupWarmUp.begin(TitleSpyApp.self, arguments: ["--language", "es"], cores: 2))
        warmUp.finish()
        #expect(TitleSpyPlugin.asked.withLock { $0 } == ["first es", "second es"])
    }
}

/// An app whose features note in which language their titles were asked for.
private enum TitleSpyApp: MosaicApplication {
    static let name = "title-spy"
    static let abstract = "Features that note their titles being read."
    static func plugins(_ options: NoOptions) -> [any FeaturePlugin] {
        [TitleSpyPlugin(id: "first"), TitleSpyPlugin(id: "second")]
    }
}

private struct TitleSpyPlugin: FeaturePlugin {
    static let asked = Mutex<[String]>([])
    let id: String
    func title(_ localizer: Localizer) -> String {
        Self.asked.withLock { $0.append("\(id) \(localizer.language.rawValue)") }
        return id
    }
    var assembly: any Assembly { NoAssembly() }
    @MainActor func makeRootScreen(_ resolver: any Resolver) throws -> any Screen { StaticScreen() }
}

private struct NoAssembly: Assembly {
    func assemble(container: Container) {}
}
