import Foundation
import MosaicTestSupport
import Testing

/// `Tooling/check-localization` on temporary resource folders.
@Suite struct CheckLocalizationTests {
    private static let complete: [String: String] = [
        "en":
            "\"title\" = \"Packs\";\n\"greeting\" = \"Hi {name}\";\n\"count#one\" = \"{count} pack\";\n\"count#other\" = \"{count} packs\";\n",
        "de":
            "\"title\" = \"Pakete\";\n\"greeting\" = \"Hallo {name}\";\n\"count#one\" = \"{count} Paket\";\n\"count#other\" = \"{count} Pakete\";\n",
        "es":
            "/* comment */\n\"title\" = \"Paquetes\";\n\"greeting\" = \"Hola {name}\";\n\"count#one\" = \"{count} paquete\";\n\"count#other\" = \"{count} paquetes\";\n",
        "pl":
            "// comment\n\"title\" = \"Paczki\";\n\"greeting\" = \"Cześć {name}\";\n\"count#one\" = \"{count} paczka\";\n\"count#few\" = \"{count} paczki\";\n\"count#many\" = \"{count} paczek\";\n\"count#other\" = \"{count} paczki\";\n",
    ]

    private func check(_ tables: [String: String]) throws -> ToolRun {
        let directory = try TemporaryDirectory()
        for (language, text) in tables {
            try directory.write("Modules/Core/Sample/Resources/\(language).lproj/Localizable.strings", text)
        }
        return try ToolRun("check-localization", [directory.url.appending(path: "Modules").path])
    }

    @Test func completeTablesPass() throws {
        let result = try check(Self.complete)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("1 resource folder(s), 4 languages, complete"))
    }

    @Test func missingKeyFailsNamingLanguageAndKey() throws {
        var tables = Self.complete
        tables["de"] = tables["de"]?.replacingOccurrences(of: "\"title\" = \"Pakete\";\n", with: "")
        let result = try check(tables)
        #expect(result.status == 1)
        #expect(result.stderr.contains("de.lproj: missing key 'title'"), "\(result.stderr)")
    }

    @Test func missingPolishPluralFormFails() throws {
        var tables = Self.complete
        tables["pl"] = tables["pl"]?.replacingOccurrences(
            of: "\"count#few\" = \"{count} paczki\";\n", with: "")
        let result = try check(tables)
        #expect(result.status == 1)
        #expect(result.stderr.contains("pl.lproj: missing plural form count#few"), "\(result.stderr)")
    }

    @Test func placeholderMismatchFails() throws {
        var tables = Self.complete
        tables["es"] = tables["es"]?.replacingOccurrences(of: "Hola {name}", with: "Hola {nombre}")
        let result = try check(tables)
        #expect(result.status == 1)
        #expect(
            result.stderr.contains("es.lproj: 'greeting' uses placeholders ['nombre'] but en uses ['name']"))
    }

    @Test func missingLanguageFails() throws {
        var tables = Self.complete
        tables["es"] = nil
        let result = try check(tables)
        #expect(result.status == 1)
        #expect(result.stderr.contains("es.lproj/Localizable.strings: missing (es is required)"))
    }

    @Test func syntaxErrorsAndDuplicatesNameTheLine() throws {
        var tables = Self.complete
        tables["en"] = "\"title\" = \"Packs\";\n\"title\" = \"Again\";\n"
        tables["de"] = "\"title\" = \"Pakete\"\nbroken\n"
        let result = try check(tables)
        #expect(result.status == 1)
        #expect(
            result.stderr.contains("en.lproj/Localizable.strings:2: key 'title' defined twice"),
            "\(result.stderr)")
        #expect(
            result.stderr.contains("de.lproj/Localizable.strings:1: expected \"key\" = \"value\";"),
            "\(result.stderr)")
    }
}
