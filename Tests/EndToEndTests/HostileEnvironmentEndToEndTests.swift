import Foundation
import MosaicTestSupport
import Testing

/// Real processes in an unfriendly environment: output that cannot be written, a log file that
/// cannot be written, numbers that would overflow. No crash, a clear exit code and message.
@Suite("hostile environment", .hangsAfter(minutes: 10))
struct HostileEnvironmentEndToEndTests {
    private let sandbox = RunSandbox("hostile")

    @Test func aListingThatCannotBeWrittenExits74WithTheReason() async throws {
        defer { sandbox.remove() }
        let run = try await sandbox.run(
            "hiring", ["list", "--store", "memory", "--latency", "0", "--language", "de"],
            standardOutput: "/dev/full")
        #expect(run.status == 74, "\(run.stderr)")
        // The system's reason is in the user's language too, not glibc's English.
        #expect(
            run.stderr.contains(
                "error: Die Ausgabe konnte nicht geschrieben werden (kein Platz mehr auf dem Datenträger)"),
            "\(run.stderr)")
    }

    /// `cd "$(packs data path)"` relies on the exit code: every `data` command whose output cannot
    /// be written exits 74 with the reason, like every other command (they exited 0). The wipe's
    /// report is output too: it still removes the data, then says it could not say so.
    @Test func dataCommandsWhoseOutputCannotBeWrittenExit74() async throws {
        defer { sandbox.remove() }
        let made = try await sandbox.run("packs", ["list", "--latency", "0", "--language", "en"])
        try #require(made.status == 0, "\(made.stderr)")
        for arguments in [
            ["data"], ["data", "path"], ["data", "--format", "json"], ["data", "wipe", "--yes"],
        ] {
            let run = try await sandbox.run(
                "packs", arguments + ["--language", "en"], standardOutput: "/dev/full")
            #expect(run.status == 74, "\(arguments): \(run.stderr)")
            #expect(
                run.stderr.contains("error: The output could not be written (no space left on the disk)"),
                "\(arguments): \(run.stderr)")
        }
    }

    /// A reader that goes away (`| head -c 100`) is a closed pipe: exit 74 with the reason, as the
    /// README's exit table says, not death by SIGPIPE (exit 141) halfway through a listing.
    @Test func aListingIntoAClosedPipeExits74WithTheReason() async throws {
        defer { sandbox.remove() }
        let pipe = Pipe()
        try pipe.fileHandleForReading.close()
        let run = try await sandbox.run(
            "packs", ["list", "--format", "json", "--store", "memory", "--latency", "0", "--language", "en"],
            standardOutputHandle: pipe.fileHandleForWriting)
        #expect(run.status == 74, "\(run.stderr)")
        #expect(
            run.stderr.contains("(the program reading the output has closed it)"), "\(run.stderr)")
    }

    /// ArgumentParser stops the process when asked to wrap help narrower than its option labels:
    /// `COLUMNS=10 payback settings show --help` (or `mock-backend --help`) ended in "Illegal
    /// instruction" (exit 132). The help is wrapped to 40 columns instead, its usage line too.
    @Test(arguments: ["10", "0", "-5", "26"])
    func helpInATinyTerminalIsWrappedNotACrash(columns: String) async throws {
        defer { sandbox.remove() }
        // payback's help is German by default, mock-backend's English.
        for (app, arguments, heading) in [
            ("payback", ["settings", "show", "--help"], "OPTIONEN:"),
            ("mock-backend", ["--help"], "OPTIONS:"),
        ] {
            let run = try await sandbox.run(
                executable: try Executables.url(for: app), arguments, extraEnvironment: ["COLUMNS": columns])
            #expect(run.status == 0, "\(app): \(run.stderr)")
            #expect(run.stdout.contains(heading), "\(app): \(run.stdout)")
            // Word-wrapped at 40 (a path such as $XDG_DATA_HOME/mosaic/<app>.sqlite is one word).
            let long = run.stdout.split(separator: "\n").filter { $0.count > 40 && !$0.contains("$XDG") }
            #expect(long.isEmpty, "\(app): \(long)")
        }
    }

    /// mock-backend's help that cannot be written is exit 74 with the reason, as the apps' is (it
    /// printed nothing and exited 0).
    @Test func mockBackendsHelpThatCannotBeWrittenExits74() async throws {
        defer { sandbox.remove() }
        let run = try await sandbox.run(
            executable: try Executables.url(for: "mock-backend"), ["--help", "--language", "pl"],
            standardOutput: "/dev/full")
        #expect(run.status == 74, "\(run.stderr)")
        #expect(
            run.stderr
                == "mock-backend: error: Nie udało się zapisać wyniku (brak miejsca na dysku); jest niepełny.\n",
            "\(run.stderr)")
    }

    /// `--version` alone answers before the command tree is built: the same line the
    /// full parse prints, and a version that cannot be written is exit 74 with the reason.
    @Test(arguments: ["packs", "payback", "store", "hiring", "orders", "mosaic"])
    func theVersionIsWhatTheFullParsePrintsAndAFullDiskIsExit74(app: String) async throws {
        defer { sandbox.remove() }
        let fast = try await sandbox.run(app, ["--version"])
        #expect(fast.status == 0, "\(fast.stderr)")
        #expect(fast.stdout.contains(/^\d+\.\d+\.\d+\n$/), "\(fast.stdout)")
        // With another argument the version comes from ArgumentParser's full parse.
        let parsed = try await sandbox.run(app, ["--version", "--language", "en"])
        #expect(parsed.status == 0, "\(parsed.stderr)")
        #expect(parsed.stdout == fast.stdout)
        // The fast path's failed write is reported by the full path, in the app's language.
        let fastFull = try await sandbox.run(app, ["--version"], standardOutput: "/dev/full")
        #expect(fastFull.status == 74, "\(fastFull.stderr)")
        // In the app's own language (packs: Polish, payback: German, store: Spanish, others English).
        let fullDisk = [
            "(no space left on the disk)", "(brak miejsca na dysku)", "(kein Platz mehr auf dem Datenträger)",
            "(no queda espacio en el disco)",
        ]
        #expect(fastFull.stderr.hasPrefix("error: "), "\(fastFull.stderr)")
        #expect(fullDisk.contains { fastFull.stderr.contains($0) }, "\(fastFull.stderr)")
        let full = try await sandbox.run(app, ["--version", "--language", "de"], standardOutput: "/dev/full")
        #expect(full.status == 74, "\(full.stderr)")
        #expect(
            full.stderr.contains(
                "error: Die Ausgabe konnte nicht geschrieben werden (kein Platz mehr auf dem Datenträger)"),
            "\(full.stderr)")
    }

    @Test func anUnwritableLogFileFallsBackToStderrWithOneWarning() async throws {
        defer { sandbox.remove() }
        let run = try await sandbox.run(
            "store", ["products", "--store", "memory", "--latency", "0", "--log-file", "/dev/full"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("MUG"))
        // The store speaks Spanish by default, the system's reason included.
        let warnings = run.stderr.split(separator: "\n").filter { $0.hasPrefix("warning: ") }
        #expect(
            warnings == [
                "warning: no se puede escribir en --log-file '/dev/full' (no queda espacio en el disco); el registro va a stderr"
            ], "\(run.stderr)")
        #expect(run.stderr.contains("Opened the in-memory database"), "the log lines are kept on stderr")
    }

    @Test func aLogFileThatIsAFolderIsSaidWithTheReason() async throws {
        defer { sandbox.remove() }
        let run = try await sandbox.run(
            "hiring", ["list", "--store", "memory", "--latency", "0", "--log-file", "/", "--language", "en"])
        #expect(run.status == 0, "\(run.stderr)")
        let warnings = run.stderr.split(separator: "\n").filter { $0.hasPrefix("warning: ") }
        #expect(
            warnings == ["warning: cannot open --log-file '/' (it is a folder); logging to stderr"],
            "\(run.stderr)")
    }

    /// The warnings of `hiring list --log` in `language` with `environment` added to the sandbox's.
    private func logWarnings(language: String, _ environment: [String: String]) async throws -> [Substring] {
        let run = try await sandbox.run(
            executable: try Executables.url(for: "hiring"),
            ["list", "--store", "memory", "--latency", "0", "--log", "--language", language],
            extraEnvironment: environment)
        #expect(run.status == 0, "\(run.stderr)")
        return run.stderr.split(separator: "\n").filter { $0.hasPrefix("warning: ") }
    }

    /// `--log` writes the app's own log: a warning about it names `--log` (it said `--log-file`,
    /// which the user never typed), with the system's reason in the user's language.
    @Test func theAppsOwnLogThatCannotBeOpenedIsSaidAsLog() async throws {
        defer { sandbox.remove() }
        try sandbox.makeHome()
        let blocker = sandbox.home.appendingPathComponent("state-is-a-file")
        try #require(FileManager.default.createFile(atPath: blocker.path, contents: Data()))
        #expect(
            try await logWarnings(language: "pl", ["XDG_STATE_HOME": blocker.path]) == [
                "warning: nie można otworzyć --log '\(blocker.path)/mosaic/hiring.log' (część ścieżki nie jest folderem); dziennik trafia na stderr"
            ])
    }

    /// `--log` with `HOME` naming a folder that does not exist (and no `XDG_STATE_HOME`): the log's
    /// folder would make the home itself, so it is not made; the run says so once and logs to stderr.
    @Test func theAppsOwnLogInAHomeThatDoesNotExistIsNotMade() async throws {
        defer { sandbox.remove() }
        let missing = sandbox.home.appendingPathComponent("nobody")
        #expect(
            try await logWarnings(language: "en", ["HOME": missing.path]) == [
                "warning: cannot open --log '\(missing.path)/.local/state/mosaic/hiring.log' (no such file or folder); logging to stderr"
            ])
        #expect(!FileManager.default.fileExists(atPath: missing.path))
    }

    @Test(arguments: ["1e308", "nan", "inf", "3601", "-0.5"])
    func anOutOfRangeLatencyIsAUsageErrorNotACrash(value: String) async throws {
        defer { sandbox.remove() }
        let run = try await sandbox.run("store", ["products", "--store", "memory", "--latency=\(value)"])
        #expect(run.status == 64, "\(value): \(run.stderr)")
        // The store speaks Spanish unless told otherwise, its command-line errors too.
        #expect(run.stderr.hasPrefix("error: --latency debe estar entre 0 y 3600 segundos"), "\(run.stderr)")
        #expect(run.stderr.split(separator: "\n").count == 1, "one line: \(run.stderr)")
    }
}
