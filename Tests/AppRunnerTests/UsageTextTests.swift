import AppCore
import AppRunnerTestSupport
import ArgumentParser
import DataStorage
import Foundation
import Localization
import MosaicTestSupport
import Testing

/// The argument parser's messages, option checks and storage errors reach a person in their
/// language, on one line, with where help is.
@Suite struct UsageTextTests {
    private let german = Localizer(language: .de)

    /// Every message shape of the pinned swift-argument-parser, as it words it, and its German.
    @Test(arguments: [
        ("Unknown option '--bogus'", "Unbekannte Option '--bogus'."),
        (
            "Unknown option '--lattency'. Did you mean '--latency'?",
            "Unbekannte Option '--lattency'. Meintest du '--latency'?"
        ),
        ("Missing value for '--latency <seconds>'", "Für '--latency <seconds>' fehlt ein Wert."),
        (
            "The option '--plain' does not take any value, but 'yes' was specified.",
            "Die Option '--plain' nimmt keinen Wert an, angegeben war aber 'yes'."
        ),
        ("Unexpected argument 'extra'", "Unerwartetes Argument 'extra'."),
        ("2 unexpected arguments: 'a', 'b'", "Unerwartete Argumente: 'a', 'b'."),
        ("The value 'x' is invalid for '--seed <seed>'", "Der Wert 'x' ist für '--seed <seed>' ungültig."),
        (
            "The value 'qa' is invalid for '--env <mock|stage|prod>'. Please provide one of 'mock', 'stage' or 'prod'.",
            "Der Wert 'qa' ist für '--env <mock|stage|prod>' ungültig; erlaubt sind: 'mock', 'stage', 'prod'."
        ),
        (
            "The value 'x' is invalid for '--format <format>'. Please provide one of 'table' and 'json'.",
            "Der Wert 'x' ist für '--format <format>' ungültig; erlaubt sind: 'table', 'json'."
        ),
        (
            "The value 'x' is invalid for '--sort <sort>'. Please provide one of the following:\n  - a\n  - b",
            "Der Wert 'x' ist für '--sort <sort>' ungültig; erlaubt sind: 'a', 'b'."
        ),
        (
            "The value 'x' is invalid for '<id>': not a number",
            "Der Wert 'x' ist für '<id>' ungültig: not a number"
        ),
        ("Missing expected argument '<id>'", "Das Argument '<id>' fehlt."),
        ("Missing one of: '--json', '--csv'", "Eines davon fehlt: '--json', '--csv'."),
        ("Missing required subcommand.", "Es fehlt ein Unterbefehl."),
        (
            "Value to be set with flag '--json' had already been set with flag '--csv'",
            "'--json' setzt einen Wert, den '--csv' schon gesetzt hat; gib nur eines davon an."
        ),
        ("Invalid option: ---x", "Ungültige Option '---x'."),
        (
            "Unknown option '-xyz'\n   or: Missing value for '-x <value>' in '-xyz'",
            "Unbekannte Option '-xyz'."
        ),
    ])
    func everyParserMessageIsReworded(english: String, expected: String) {
        #expect(UsageText.translate(english, german) == expected)
        #expect(!UsageText.translate(english, Localizer(language: .en)).contains("\n"))
    }

    @Test func aMessageThatIsNotTheParsersIsKept() {
        let already = "--latency muss zwischen 0 und 3600 Sekunden liegen, angegeben war -1."
        #expect(UsageText.translate(already, german) == already)
    }

    @Test func aNumberIsSaidAsItWasTyped() {
        #expect(UsageText.number(2) == "2")
        #expect(UsageText.number(-1) == "-1")
        #expect(UsageText.number(99_999_999_999) == "99999999999")
        #expect(UsageText.number(0.25) == "0.25")
        #expect(UsageText.number(1e20) == "1e+20")
        #expect(UsageText.number(.nan) == "nan")
        #expect(UsageText.number(-.infinity) == "-inf")
    }

    @Test func typedValuesAreBoundedAndCannotDriveTheTerminal() {
        let long = String(repeating: "9", count: 5_000)
        let line = UsageText.translate("The value '\(long)' is invalid for '--seed <seed>'", german)
        #expect(line == "Der Wert '\(String(repeating: "9", count: 200))…' ist für '--seed <seed>' ungültig.")
        #expect(UsageText.bounded("a\u{1B}[2Jb\nc") == "a\\u{1b}[2Jb\\u{a}c")
    }

    @Test func theHelpHintNamesTheSubcommand() {
        let full =
            "Error: Missing expected argument '<id>'\nUsage: sample show <id>\n  See 'sample show --help' for more information."
        #expect(
            UsageText.line(message: "Missing expected argument '<id>'", fullMessage: full, german)
                == "Das Argument '<id>' fehlt. Siehe 'sample show --help'.")
    }

    @Test func theCommandLineLanguageIsTheOptionThenTheEnvironment() {
        let environment = ["LANG": "pl_PL.UTF-8"]
        func resolve(_ arguments: [String]) -> Language {
            CommandLineLanguage.resolve(arguments: arguments, environment: environment, appDefault: .es)
        }
        #expect(resolve(["--language", "de"]) == .de)
        #expect(resolve(["--language=de", "list"]) == .de)
        #expect(
            resolve(["--language", "tlh"]) == .pl, "an unsupported choice is reported in the environment's")
        #expect(resolve(["--", "--language", "de"]) == .pl, "after -- it is a value, not the option")
        #expect(resolve([]) == .pl)
        #expect(CommandLineLanguage.resolve(arguments: [], environment: [:], appDefault: .es) == .es)
    }

    @Test func storageErrorsAreWordedWithTranslatedReasons() {
        let error = StorageError.cannotOpen(
            .file(URL(filePath: "/data/app.sqlite")), reason: "Permission denied")
        #expect(
            error.message(german)
                == "Die Datenbank /data/app.sqlite lässt sich nicht öffnen (keine Berechtigung). Prüfe, ob der Ort beschreibbar ist, oder nutze --store PFAD bzw. --store memory."
        )
        let unknown = StorageError.corrupt(URL(filePath: "/d.sqlite"), reason: "malformed page 7")
        #expect(
            error.message(Localizer(language: .en)).hasPrefix("Cannot open the database at /data/app.sqlite"))
        #expect(unknown.message(german).contains("(malformed page 7)"), "an unknown reason is kept, not lost")
    }
}

/// Whole runs: the argument parser's errors and option checks in the user's language, on one line.
@MainActor @Suite struct LocalizedUsageRunTests {
    @Test(arguments: [
        (["--bogus"], "pl_PL.UTF-8", "error: Nieznana opcja '--bogus'."),
        (["--latency", "-1"], "de_DE.UTF-8", "error: --latency muss zwischen 0 und 3600 Sekunden liegen"),
        (["--latency", "1e308"], "es_ES.UTF-8", "error: --latency debe estar entre 0 y 3600 segundos"),
        (["--failure-rate", "nan"], "pl_PL.UTF-8", "error: --failure-rate musi mieścić się między 0 a 1"),
        (["--env", "qa"], "de_DE.UTF-8", "error: Der Wert 'qa' ist für '--env <mock|stage|prod>' ungültig"),
        (["show"], "es_ES.UTF-8", "error: Falta el argumento '<id>'. Consulta 'sample show --help'."),
        (
            ["--language", "de", "--plain", "--keys", "q"], "pl_PL.UTF-8",
            "error: --plain und --keys lassen sich nicht"
        ),
        (["--language", "tlh", "--plain"], "es_ES.UTF-8", "error: El idioma 'tlh' no está disponible."),
        (["--store", "", "--plain"], "en_US.UTF-8", "error: --store needs a file path or 'memory'."),
    ])
    func parseErrorsAreOneLineInTheUsersLanguage(arguments: [String], lang: String, expected: String) async {
        let run = await runApp(SampleApp.self, arguments, environment: ["LANG": lang])
        #expect(run.status == ExitStatus.usage, "\(run.stderr)")
        #expect(run.stderr.hasPrefix(expected), "\(run.stderr)")
        #expect(run.stderr.split(separator: "\n").count == 1, "one line: \(run.stderr)")
        #expect(run.stdout.isEmpty)
    }

    @Test func aStorageErrorIsInTheUsersLanguageWithExit73() async throws {
        let blocker = temporaryPath("file")
        try Data("x".utf8).write(to: URL(filePath: blocker))
        defer { try? FileManager.default.removeItem(atPath: blocker) }
        let run = await runApp(
            SampleApp.self, ["--plain", "--store", blocker + "/sub/app.sqlite"],
            environment: ["LANG": "de_DE.UTF-8"])
        #expect(run.status == ExitStatus.cannotCreate, "\(run.stderr)")
        #expect(run.stderr.hasPrefix("error: Der Ordner "), "\(run.stderr)")
        #expect(run.stderr.contains("\(blocker) ist eine Datei, kein Ordner"), "\(run.stderr)")
    }

    /// Help goes to standard output, in the command line's language (here the environment's).
    @Test func helpAndVersionStillPrintToStandardOutput() async {
        let run = await runApp(SampleApp.self, ["--help"], environment: ["LANG": "de_DE.UTF-8"])
        #expect(run.status == ExitStatus.success)
        #expect(run.stdout.contains("AUFRUF: sample"), "\(run.stdout)")
        #expect(run.stdout.contains("  -h, --help              Hilfe anzeigen."), "\(run.stdout)")
        #expect(run.stderr.isEmpty)
        let english = await runApp(
            SampleApp.self, ["--help", "--language", "en"], environment: ["LANG": "de_DE.UTF-8"])
        #expect(english.stdout.contains("USAGE: sample"), "\(english.stdout)")
    }
}
