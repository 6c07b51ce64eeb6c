import Foundation
import MosaicTestSupport
import Testing

@testable import Localization

@Suite struct LocalizationAuditTests {
    @Test func reportsTheDeliberatelyMissingKeyInTheTestBundle() {
        let report = LocalizationAudit.audit(bundle: .module)
        #expect(report.missingKeys == [.de: ["demo.subtitle"]])
        #expect(report.missingTables.isEmpty && report.malformedTables.isEmpty)
        #expect(report.unknownPluralCategories.isEmpty && report.placeholderMismatches.isEmpty)
        #expect(report.problems == ["de.lproj: missing key demo.subtitle"])
        #expect(!report.isComplete)
    }

    @Test func listsDeclaredKeysThatNoTableTranslates() {
        let untranslated = LocalizationAudit.untranslatedKeys(DemoStrings.self)
        #expect(
            untranslated == [
                .en: ["demo.untranslated"], .pl: ["demo.untranslated"],
                .de: ["demo.subtitle", "demo.untranslated"], .es: ["demo.untranslated"],
            ])
    }

    @Test func directoryAuditIsPluralAware() throws {
        let root = try TemporaryLproj([
            .en: #""a" = "A"; "n#one" = "{count} x"; "n#other" = "{count} xs";"#,
            .pl: #""a" = "A"; "n#one" = "{count} x"; "n#few" = "{count} x"; "n#other" = "{count} x";"#,
            .de: #""a" = "A"; "b" = "B"; "n#one" = "{count} x"; "n#other" = "{count} x";"#,
            .es: #""a" = "A"; "n#one" = "{count} x"; "n#other" = "{count} x";"#,
        ])
        defer { root.remove() }
        let report = LocalizationAudit.audit(directory: root.url)
        #expect(
            report.missingKeys == [.en: ["b"], .pl: ["b", "n#many"], .es: ["b"]])
        #expect(report.isComplete == false)
    }

    @Test func completeTablesPass() throws {
        let entry = #""a" = "{who} A"; "n#one" = "1 x"; "n#other" = "{count} x";"#
        let polish =
            #""a" = "A {who}"; "n#one" = "1 x"; "n#few" = "{count} x"; "n#many" = "{count} x"; "#
            + #""n#other" = "{count} x";"#
        let root = try TemporaryLproj([.en: entry, .pl: polish, .de: entry, .es: entry])
        defer { root.remove() }
        let report = LocalizationAudit.audit(directory: root.url)
        #expect(report == LocalizationAuditReport())
        #expect(report.isComplete)
    }

    @Test func reportsMissingAndMalformedTablesUnknownCategoriesAndPlaceholders() throws {
        let root = try TemporaryLproj([
            .en: #""a" = "{count} A"; "n#one" = "{count} x"; "n#other" = "{count} x";"#,
            .pl: #""a" = "A" "b""#,
            .de: #""a" = "{cuont} A"; "n#one" = "x"; "n#other" = "{count} {extra}"; "n#fwe" = "x";"#,
        ])
        defer { root.remove() }
        let report = LocalizationAudit.audit(directory: root.url)
        #expect(report.missingTables == [.es])
        #expect(report.malformedTables == [.pl])
        #expect(report.unknownPluralCategories == [.de: ["n#fwe"]])
        #expect(report.placeholderMismatches == [.de: ["a", "n"]])
        #expect(report.missingKeys.isEmpty)
        #expect(
            report.problems == [
                "pl.lproj: Localizable.strings does not parse",
                "de.lproj: unknown plural category in n#fwe",
                "de.lproj: placeholders of a differ from en",
                "de.lproj: placeholders of n differ from en",
                "es.lproj: missing Localizable.strings",
            ])
    }

    @Test func emptyAndCommentOnlyTablesAreValid() throws {
        let root = try TemporaryLproj([.en: "", .pl: "/* nothing yet */\n", .de: "\n", .es: "// none\n"])
        defer { root.remove() }
        #expect(LocalizationAudit.audit(directory: root.url).isComplete)
    }
}

/// A throwaway `<lang>.lproj/Localizable.strings` tree for audit tests.
private struct TemporaryLproj {
    private let directory: TemporaryDirectory
    var url: URL { directory.url }

    init(_ tables: [Language: String]) throws {
        directory = try TemporaryDirectory()
        for (language, contents) in tables {
            try directory.write("\(language.rawValue).lproj/Localizable.strings", contents)
        }
    }

    /// Removes the tree now (a `defer` also keeps it alive until the test's end).
    func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}
