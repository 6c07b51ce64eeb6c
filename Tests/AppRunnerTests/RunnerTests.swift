import AppCore
import AppRunner
import AppRunnerTestSupport
import Foundation
import Localization
import MosaicTestSupport
import TerminalUI
import Testing

/// The app runner end to end with a sample plugin: `--plain`, `--keys`, errors and exit codes.
@MainActor @Suite struct RunnerTests {
    @Test func plainPrintsTheSettledFrameAndExitsZero() async {
        let run = await runApp(SampleApp.self, ["--plain", "--store", "memory"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("Sample"))
        #expect(run.stdout.contains("Apple"))
        #expect(run.stdout.contains("Żółw 🐢"))
        #expect(!run.stdout.contains("\u{1B}"), "plain output has no escape codes")
        #expect(run.stderr.isEmpty)
    }

    @Test func keysNavigateThenPrintTheFinalFrame() async {
        let run = await runApp(SampleApp.self, ["--keys", "down down enter", "--store", "memory"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("Kiwi"))
        #expect(run.stdout.contains("Id"))
        #expect(run.stdout.contains("3"))
        #expect(!run.stdout.contains("Apple"), "the detail screen replaced the list")
    }

    @Test func keysCanGoBack() async {
        let run = await runApp(SampleApp.self, ["--keys", "down enter esc", "--store", "memory"])
        #expect(run.status == 0)
        #expect(run.stdout.contains("Apple"))
    }

    @Test func failedScreenExitsOneWithTheErrorOnStderr() async {
        let run = await runApp(
            SampleApp.self, ["--plain", "--store", "memory", "--failure-rate", "1", "--seed", "1"])
        #expect(run.status == 1)
        #expect(run.stderr.contains("error:"))
        #expect(run.stderr.contains("503"), "\(run.stderr)")
        #expect(run.stdout.contains("retry"), "the error banner is still printed")
    }

    @Test func offlineIsReportedAsOffline() async {
        let run = await runApp(SampleApp.self, ["--plain", "--store", "memory", "--offline"])
        #expect(run.status == 1)
        #expect(
            run.stderr.lowercased().contains("offline") || run.stderr.lowercased().contains("connection"),
            "\(run.stderr)")
    }

    @Test func dataFileReplacesTheMockBody() async throws {
        let path = temporaryPath("items.json")
        try #"[{"id":9,"name":"From file"}]"#.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let run = await runApp(SampleApp.self, ["--plain", "--store", "memory", "--data-file", path])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("From file"))
        #expect(!run.stdout.contains("Apple"))
    }

    @Test func undecodableDataFileIsADataErrorInTheUsersLanguage() async throws {
        let path = temporaryPath("broken.json")
        try #"[{"id":"x"}]"#.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let run = await runApp(
            SampleApp.self, ["--plain", "--store", "memory", "--data-file", path, "--language", "pl"])
        #expect(run.status == 65)
        #expect(run.stderr == "error: Nie udało się odczytać danych.\n", "the key path goes to the log only")
    }

    @Test(arguments: [
        (["--failure-rate", "2"], "--failure-rate must be between 0 and 1, got 2."),
        (["--latency", "-1"], "--latency must be between 0 and 3600 seconds, got -1."),
        (["--latency", "0.25e5"], "got 25000."),
        (["--language", "fr"], "Unsupported language 'fr'"),
        (["--keys", "down sideways"], "sideways"),
        (["--plain", "--keys", "down"], "cannot be combined"),
        (["--env", "moon"], "moon"),
        (["--env", "prod", "--base-url", "http://insecure.example"], "https"),
        (["--base-url", "http://127.0.0.1:1"], "--base-url needs --env stage or --env prod"),
        (["--data-file", "/nonexistent/file.json"], "does not exist"),
        (["--data-file", "-", "--env", "prod"], "cannot be combined with --env prod"),
        (["--env", "stage", "--data-file", "-"], "cannot be combined with --env stage"),
        (["--bogus"], "--bogus"),
    ])
    func badOptionsExit64WithAClearMessage(arguments: [String], message: String) async {
        let run = await runApp(SampleApp.self, arguments + ["--store", "memory"])
        #expect(run.status == 64, "\(arguments): \(run.stderr)")
        #expect(run.stderr.contains(message), "\(arguments): \(run.stderr)")
        #expect(run.stdout.isEmpty)
    }

    /// A bad `--keys` is said in the user's language, as a sentence.
    @Test(arguments: [
        ("en", "error: Unknown key \"sideways\" in --keys. Valid names: up, down"),
        ("de", "error: Unbekannte Taste \"sideways\" in --keys. Gültige Namen: up, down"),
        ("es", "error: Tecla desconocida \"sideways\" en --keys. Nombres válidos: up, down"),
        ("pl", "error: Nieznany klawisz \"sideways\" w --keys. Dozwolone nazwy: up, down"),
    ])
    func aBadKeyScriptIsToldInTheUsersLanguage(language: String, message: String) async {
        let run = await runApp(
            SampleApp.self, ["--keys", "down sideways", "--language", language, "--store", "memory"])
        #expect(run.status == 64)
        #expect(run.stderr.hasPrefix(message), "\(run.stderr)")
        #expect(run.stderr.split(separator: "\n").count == 1, "one line: \(run.stderr)")
    }

    @Test func helpListsSharedOptionsAndSubcommands() async {
        let run = await runApp(SampleApp.self, ["--help"])
        #expect(run.status == 0)
        for text in [
            "USAGE: sample", "--plain", "--keys", "--env", "--store", "--language", "--no-color", "list",
            "show",
        ] {
            #expect(run.stdout.contains(text), "help mentions \(text)")
        }
    }

    @Test func versionPrintsTheVersion() async {
        let run = await runApp(SampleApp.self, ["--version"])
        #expect(run.status == 0)
        #expect(run.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == MosaicVersion.current)
    }

    @Test(
        "interactive mode without a terminal is refused with a hint",
        .enabled(
            if: isatty(STDIN_FILENO) == 0 || isatty(STDOUT_FILENO) == 0,
            "skipped: this test process has a terminal on stdin and stdout (CI and pipes do not)"))
    func interactiveModeWithoutATerminalIsRefusedWithAHint() async throws {
        let run = await runApp(SampleApp.self, ["--store", "memory"])
        #expect(run.status == 64)
        #expect(run.stderr.contains("--plain"))
        #expect(run.stdout.isEmpty)
        // In the user's language, like every other error.
        let german = await runApp(SampleApp.self, ["--store", "memory", "--language", "de"])
        #expect(german.status == 64)
        #expect(
            german.stderr
                == "error: der interaktive Modus braucht ein Terminal an stdin und stdout; nutze --plain, um einen Bildschirm auszugeben, oder --keys \"…\", um Tasten abzuspielen\n",
            "\(german.stderr)")
    }

    @Test func aTerminalCallThatFailsIsSaidWithTheSystemsReason() {
        let runner = ScreenRunner(
            display: DisplayOptions(), theme: .noColor, labels: ChromeLabels(Localizer(language: .pl)),
            output: TextOutput { _ in }, errors: TextOutput { _ in },
            size: ScreenRunner.headlessSize(environment: [:]), settleTimeout: nil,
            localizer: Localizer(language: .pl))
        #expect(
            runner.message(for: .systemCallFailed(operation: "tcsetattr", code: EIO))
                == "wywołanie terminala tcsetattr nie powiodło się (błąd wejścia/wyjścia); użyj --plain albo --keys"
        )
    }

    /// `COLUMNS`/`LINES` size a headless frame within bounds: `COLUMNS=999999999999` asked for a
    /// terabyte and the app was aborted; a value out of range is ignored like one that is no number.
    @Test func headlessFramesTakeCOLUMNSAndLINESWithinBounds() {
        func size(_ columns: String, _ lines: String) -> TerminalSize {
            ScreenRunner.headlessSize(environment: ["COLUMNS": columns, "LINES": lines], terminal: nil)
        }
        #expect(size("132", "50") == TerminalSize(width: 132, height: 50))
        #expect(size("20", "5") == TerminalSize(width: 20, height: 5))
        #expect(size("1000", "1000") == TerminalSize(width: 1_000, height: 1_000))
        for (columns, lines) in [
            ("999999999999", "3"), ("1001", "1001"), ("19", "4"), ("-1", "0"), ("wide", ""),
        ] {
            #expect(size(columns, lines) == .headlessDefault, "\(columns)x\(lines)")
        }
        #expect(
            ScreenRunner.headlessSize(
                environment: ["COLUMNS": "132"], terminal: TerminalSize(width: 80, height: 24))
                == TerminalSize(width: 80, height: 24), "a terminal's own size wins")
    }

    /// ArgumentParser takes the display options after a subcommand's name too, where they would
    /// do nothing: refused, naming them; so is --no-mouse with --plain (a frame takes no clicks).
    @Test func displayOptionsThatWouldDoNothingAreRefused() async {
        let listed = await runApp(SampleApp.self, ["list", "--store", "memory", "--keys=down", "--no-mouse"])
        #expect(listed.status == 64)
        #expect(
            listed.stderr
                == "error: --keys, --no-mouse: these are for the app's screens; a subcommand prints its own output.\n",
            "\(listed.stderr)")
        #expect(listed.stdout.isEmpty)
        let data = await runApp(SampleApp.self, ["data", "--plain"])
        #expect(data.status == 64, "\(data.stderr)")
        #expect(data.stderr.hasPrefix("error: --plain: these are for the app's screens;"), "\(data.stderr)")
        let plain = await runApp(SampleApp.self, ["--plain", "--no-mouse", "--store", "memory"])
        #expect(plain.status == 64)
        #expect(
            plain.stderr.hasPrefix("error: --no-mouse is for the interactive app and --keys;"),
            "\(plain.stderr)")
        // After `--` the words are a subcommand's arguments, not options.
        #expect(DisplayOptions.given(in: ["list", "--", "--plain"]).isEmpty)
        #expect(DisplayOptions.given(in: ["list", "--keys=a b", "--no-mouse"]) == ["--keys", "--no-mouse"])
    }

    @Test func keysStartingWithADashPointToTheEqualsForm() async {
        let run = await runApp(SampleApp.self, ["--keys", "- x", "--store", "memory"])
        #expect(run.status == 64)
        #expect(run.stderr.contains(#"--keys="- x""#), "\(run.stderr)")
        let attached = await runApp(SampleApp.self, ["--keys=- x", "--store", "memory"])
        #expect(attached.status == 0, "\(attached.stderr)")
        let help = await runApp(SampleApp.self, ["--help"])
        #expect(help.stdout.contains("--keys="), "\(help.stdout)")
    }

    @Test func twoPluginsShowATabContainer() async {
        let first = await runApp(TwoTabApp.self, ["--plain", "--store", "memory"])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout.contains("Apple"))
        let second = await runApp(TwoTabApp.self, ["--keys", "tab", "--store", "memory"])
        #expect(second.stdout.contains("Nothing to load here."))
    }

    @Test func languageComesFromTheEnvironmentAndLocalizesTheChrome() async {
        let polish = await runApp(
            SampleApp.self, ["--plain", "--store", "memory"], environment: ["LANG": "pl_PL.UTF-8"])
        #expect(polish.stdout.contains("wyjdź"), "\(polish.stdout)")
        let german = await runApp(SampleApp.self, ["--plain", "--store", "memory", "--language", "de"])
        #expect(german.stdout.contains("beenden"))
    }
}
