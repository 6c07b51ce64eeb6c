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

    /// One word per thing (Docs/glossary.md): a string using a "never" word of a row fails naming
    /// the key and the thing, in the folders the row covers only; the repository's own strings keep it.
    @Test func aWordTheGlossaryForbidsFailsWhereItsRowApplies() throws {
        let directory = try TemporaryDirectory()
        var tables = Self.complete
        tables["de"] = tables["de"]?.replacingOccurrences(of: "\"Pakete\";", with: "\"Sendungen\";")
        for (language, text) in tables {
            try directory.write("Modules/Core/Sample/Resources/\(language).lproj/Localizable.strings", text)
            try directory.write("Modules/Core/Other/Resources/\(language).lproj/Localizable.strings", text)
        }
        func check(where folders: String) throws -> ToolRun {
            try directory.write(
                "glossary.md",
                """
                | thing | where | en | pl | de | es | never |
                |---|---|---|---|---|---|---|
                | a parcel | \(folders) | pack | paczka | Paket | paquete | de: Sendung; pl: przesyłk |
                """)
            return try ToolRun(
                "check-localization",
                [
                    directory.url.appending(path: "Modules").path, "--root", directory.url.path, "--glossary",
                    directory.url.appending(path: "glossary.md").path,
                ])
        }
        let everywhere = try check(where: "everywhere")
        #expect(everywhere.status == 1)
        #expect(
            everywhere.stderr.contains("de.lproj: 'title' says 'Sendung' for a parcel"),
            "\(everywhere.stderr)")
        #expect(
            everywhere.stderr.contains("check-localization: 2 problem(s)"),
            "both folders: \(everywhere.stderr)")
        let scoped = try check(where: "Modules/Core/Other")
        #expect(scoped.status == 1)
        #expect(scoped.stderr.contains("check-localization: 1 problem(s)"), "\(scoped.stderr)")
        #expect(scoped.stderr.contains("Other/Resources/de.lproj"), "\(scoped.stderr)")
        let elsewhere = try check(where: "Modules/Features/Packs")
        #expect(elsewhere.status == 0, "\(elsewhere.stderr)")
        #expect(elsewhere.stdout.contains("1 glossary row(s) kept"), "\(elsewhere.stdout)")

        let repository = try ToolRun("check-localization", [])
        #expect(repository.status == 0, "\(repository.stderr)")
        #expect(repository.stdout.contains("glossary row(s) kept"), "\(repository.stdout)")
    }
}
