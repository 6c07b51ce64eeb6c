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
        #expect(TitleSpyApp.log.asked.withLock { $0 } == ["first es", "second es"])
    }

    @Test func aHostOfProductsReadsTheBarsTitlesAndTheFirstProductsFeatures() throws {
        let warmUp = try #require(StartupWarmUp.begin(ProductSpyApp.self, arguments: [], cores: 2))
        warmUp.finish()
        // The bar's labels: the first product's is its brand (no table), the others' their one
        // feature's title; then the first product's own tabs.
        #expect(
            ProductSpyApp.log.asked.withLock { $0 } == ["parcels de", "hiring de", "feed de", "points de"])
    }
}

/// The titles asked for, each with the language asked in.
private final class TitleLog: Sendable {
    let asked = Mutex<[String]>([])
}

/// An app whose features note in which language their titles were asked for.
private enum TitleSpyApp: MosaicApplication {
    static let log = TitleLog()
    static let name = "title-spy"
    static let abstract = "Features that note their titles being read."
    static func plugins(_ options: NoOptions) -> [any FeaturePlugin] {
        [TitleSpyPlugin(id: "first", log: log), TitleSpyPlugin(id: "second", log: log)]
    }
}

/// A host of products, as `mosaic` is, speaking German unless told otherwise.
private enum ProductSpyApp: MosaicApplication {
    static let log = TitleLog()
    static let name = "product-spy"
    static let abstract = "Products whose features note their titles being read."
    static let defaultLanguage = Language.de
    static func plugins(_ options: NoOptions) -> [any FeaturePlugin] {
        [
            ProductPlugin(
                id: "wallet", name: "Wallet",
                plugins: [TitleSpyPlugin(id: "feed", log: log), TitleSpyPlugin(id: "points", log: log)]),
            ProductPlugin(id: "parcels", name: "Parcels", plugins: [TitleSpyPlugin(id: "parcels", log: log)]),
            ProductPlugin(id: "hiring", name: "Hiring", plugins: [TitleSpyPlugin(id: "hiring", log: log)]),
        ]
    }
}

private struct TitleSpyPlugin: FeaturePlugin {
    let id: String
    let log: TitleLog
    func title(_ localizer: Localizer) -> String {
        log.asked.withLock { $0.append("\(id) \(localizer.language.rawValue)") }
        return id
    }
    var assembly: any Assembly { NoAssembly() }
    @MainActor func makeRootScreen(_ resolver: any Resolver) throws -> any Screen { StaticScreen() }
}

private struct NoAssembly: Assembly {
    func assemble(container: Container) {}
}
