import Foundation
import Testing

@testable import Localization

/// One pattern for a failed load on every screen (packs said only "The server
/// answered with an error (HTTP 503).", the feed "…could not be loaded: the server answered with
/// error 503"): what could not be loaded, a full stop, then the shared reason every feature uses
/// (`{reason}`, AppCore's sentence for the error). Checked on every feature's strings in every
/// language, so a new feature's wording is held to it too.
@Suite struct ErrorWordingTests {
    private static let features = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appending(path: "Modules/Features")

    /// The feature string tables of `language`: (feature, key, value).
    private func entries(_ language: Language) throws -> [(feature: String, key: String, value: String)] {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.features.path).sorted()
        return try names.flatMap { feature in
            let file = Self.features.appending(
                path: "\(feature)/Implementation/Resources/\(language.rawValue).lproj/Localizable.strings")
            guard FileManager.default.fileExists(atPath: file.path) else {
                return [(String, String, String)]()
            }
            let table = try #require(PlainStringsParser.parse(try Data(contentsOf: file)), "\(file.path)")
            return table.map { (feature, $0.key, $0.value) }
        }
    }

    /// The failed-load sentences are the English ones that say "could not be loaded"; each says
    /// what, then a full stop, then the reason, in every language, and every feature that loads
    /// from a server has one.
    @Test func aFailedLoadIsWordedOneWayEverywhere() throws {
        let english = try entries(.en)
        try #require(english.count > 300, "the feature tables were read")
        let failedLoads = english.filter { $0.value.contains("could not be loaded") }
        for feature in ["Packs", "Transactions", "Feed", "Catalog", "Pricing", "Hiring", "Orders"] {
            #expect(failedLoads.contains { $0.feature == feature }, "\(feature) has no failed-load sentence")
        }
        for language in Language.allCases {
            let table = Dictionary(
                try entries(language).map { ("\($0.feature).\($0.key)", $0.value) }, uniquingKeysWith: { $1 })
            for entry in failedLoads {
                let value = try #require(
                    table["\(entry.feature).\(entry.key)"], "\(entry.key) in \(language)")
                #expect(
                    value.contains(". {reason}") && !value.contains(": {reason}"),
                    "\(entry.key) in \(language): what could not be loaded, a full stop, the reason: \(value)"
                )
            }
        }
    }
}
