import AppCore
import AppRunner
import AppRunnerTestSupport
import Foundation
import MosaicTestSupport
import Testing

/// `data`, `data path`, `data wipe` as a user meets them, with a private HOME (no XDG variables).
@MainActor @Suite struct DataCommandTests {
    @Test func beforeAnythingIsStoredItSaysSoAndCreatesNothing() async throws {
        let home = try DataHome()
        defer { home.remove() }
        let run = await home.run(["data"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(
            run.stdout.contains("sample has stored nothing yet; its data would go to \(home.database.path)."))
        #expect(
            !FileManager.default.fileExists(atPath: home.url.appending(path: ".local").path),
            "looking creates no folder")
    }

    @Test func itListsTheFilesWhoCanReadThemAndTheRecords() async throws {
        let home = try DataHome()
        defer { home.remove() }
        try await home.makeData()
        let table = await home.run(["data"])
        #expect(table.status == 0, "\(table.stderr)")
        #expect(table.stdout.contains("Where sample keeps your data: \(home.dataFolder.path)"))
        #expect(table.stdout.contains(home.database.path))
        #expect(table.stdout.contains("only you"))
        #expect(table.stdout.contains("Visits of the sample"))
        #expect(table.stdout.contains("Saved settings and choices"))
        #expect(table.stdout.contains("Remove it with 'sample data wipe'."))

        let json = await home.run(["data", "--format", "json"])
        #expect(json.status == 0, "\(json.stderr)")
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(object["app"] as? String == "sample")
        #expect(object["database"] as? String == home.database.path)
        let files = try #require(object["files"] as? [[String: Any]])
        let database = try #require(files.first { $0["path"] as? String == home.database.path })
        #expect(database["mode"] as? String == "0600")
        let records = try #require(object["records"] as? [[String: Any]])
        #expect(records.contains { $0["table"] as? String == "sample_visit" })
        let log = try #require(object["log"] as? [String: Any])
        #expect(log["path"] as? String == home.url.appending(path: ".local/state/mosaic/sample.log").path)
        #expect(log["exists"] as? Bool == false)
    }

    @Test func pathPrintsTheFolderAndMemoryHasNone() async throws {
        let home = try DataHome()
        defer { home.remove() }
        let path = await home.run(["data", "path"])
        #expect(path.status == 0)
        #expect(path.stdout == home.dataFolder.path + "\n")
        let memory = await home.run(["data", "path", "--store", "memory"])
        #expect(memory.status == 64)
        #expect(memory.stderr == "error: With --store memory, sample keeps nothing on disk.\n")
    }

    @Test func wipeWithoutATerminalNeedsYesAndRemovesNothing() async throws {
        let home = try DataHome()
        defer { home.remove() }
        try await home.makeData()
        let run = await home.run(["data", "wipe"], answering: nil)
        #expect(run.status == 64)
        #expect(
            run.stderr.contains("Pass --yes to remove the data of sample without asking"), "\(run.stderr)")
        #expect(FileManager.default.fileExists(atPath: home.database.path))
    }

    @Test func wipeAsksAndANoKeepsEverything() async throws {
        let home = try DataHome()
        defer { home.remove() }
        try await home.makeData()
        let run = await home.run(["data", "wipe"], answering: false)
        #expect(run.status == 1)
        #expect(run.stderr.contains("Remove the data of sample ("), "the question: \(run.stderr)")
        #expect(run.stderr.contains("error: Nothing was removed."))
        #expect(FileManager.default.fileExists(atPath: home.database.path))
    }

    @Test func wipeAfterAYesRemovesTheAppsFilesAndTheEmptyFolder() async throws {
        let home = try DataHome()
        defer { home.remove() }
        try await home.makeData()
        let run = await home.run(["data", "wipe"], answering: true)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("Removed \(home.database.path)"))
        #expect(run.stdout.contains("The data of sample is removed ("))
        #expect(!FileManager.default.fileExists(atPath: home.database.path))
        #expect(
            !FileManager.default.fileExists(atPath: home.dataFolder.path), "the emptied mosaic folder goes")

        let again = await home.run(["data", "wipe", "--yes"])
        #expect(again.status == 0)
        #expect(again.stdout == "sample has no data to remove.\n")
    }

    /// `data wipe --store /dev/null` once removed /dev/null. A `--store` that is no regular file
    /// (a FIFO here, standing in for a device) holds nothing of the app's: nothing is listed, and
    /// a wipe is refused (exit 65) with the reason, removing nothing.
    @Test func wipeOfAStoreThatIsAPipeRemovesNothing() async throws {
        let home = try DataHome()
        defer { home.remove() }
        let pipe = home.url.appending(path: "store.sqlite")
        try #require(mkfifo(pipe.path, 0o600) == 0)
        let listing = await home.run(["data", "--store", pipe.path])
        #expect(listing.status == 0, "\(listing.stderr)")
        #expect(listing.stdout.contains("sample has stored nothing yet"), "\(listing.stdout)")
        let run = await home.run(["data", "wipe", "--yes", "--store", pipe.path])
        #expect(run.status == ExitStatus.dataError, "\(run.stderr)")
        #expect(run.stdout == "")
        #expect(run.stderr.contains("is not a file (a folder, a device or a pipe)"), "\(run.stderr)")
        var status = stat()
        #expect(
            lstat(pipe.path, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO, "the pipe is still there")
    }

    @Test func serverOptionsAreRefusedNotIgnored() async throws {
        let home = try DataHome()
        defer { home.remove() }
        try await home.makeData()
        let run = await home.run(["data", "wipe", "--yes", "--data-file", "x.json", "--latency", "0"])
        #expect(run.status == 64)
        #expect(
            run.stderr
                == "error: This command uses only what is stored on this device; leave out --data-file, --latency.\n",
            "\(run.stderr)")
        #expect(FileManager.default.fileExists(atPath: home.database.path), "nothing was removed")
    }

    /// The help lists what a command uses: `data` leaves out the server options it refuses; the
    /// app and its list (which load from the server) keep them.
    @Test(arguments: [
        (["data", "--help"], false), (["data", "wipe", "--help"], false), (["--help"], true),
        (["list", "--help"], true),
    ])
    func helpListsTheServerOptionsOnlyWhereTheyDoSomething(arguments: [String], listed: Bool) async {
        let run = await runApp(SampleApp.self, arguments)
        #expect(run.status == 0, "\(run.stderr)")
        for option in [
            "--env", "--base-url", "--data-file", "--latency", "--failure-rate", "--offline", "--seed",
        ] {
            #expect(run.stdout.contains(option) == listed, "\(option) in \(arguments):\n\(run.stdout)")
        }
        for option in ["--store", "--language", "--log-file"] {
            #expect(run.stdout.contains(option), "\(option) in \(arguments):\n\(run.stdout)")
        }
    }

    @Test func wipeLeavesAnotherAppsDataAndItsFolder() async throws {
        let home = try DataHome()
        defer { home.remove() }
        try await home.makeData()
        let other = home.dataFolder.appending(path: "packs.sqlite")
        try #require(FileManager.default.createFile(atPath: other.path, contents: Data("other".utf8)))
        let run = await home.run(["data", "wipe", "--yes"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: home.database.path))
        #expect(try Data(contentsOf: other) == Data("other".utf8))
        let listing = await home.run(["data"])
        #expect(listing.stdout.contains("sample has stored nothing yet"), "\(listing.stdout)")
    }

    /// `HOME=/nonexistent` (a service account's): the app makes its folders inside a home, never
    /// the home itself (as root it used to make it). The default store and `--store ~/…` are
    /// refused with exit 73; `--store memory` and an absolute `XDG_DATA_HOME` still work (`--log`:
    /// `HostileEnvironmentEndToEndTests.theAppsOwnLogInAHomeThatDoesNotExistIsNotMade`).
    @Test func aHomeThatDoesNotExistIsNotMade() async throws {
        let parent = try DataHome()
        defer { parent.remove() }
        let missing = parent.url.appending(path: "nobody")
        func run(_ arguments: [String], _ extra: [String: String] = [:]) async -> AppRun {
            await MosaicMain<SampleApp>.runCapturing(
                arguments, environment: ["LANG": "en_US.UTF-8", "HOME": missing.path].merging(extra) { $1 },
                timeZone: .gmt)
        }
        for store in [[], ["--store", "~/sample.sqlite"]] {
            let refused = await run(["list"] + store)
            #expect(refused.status == 73, "\(store): \(refused.stderr)")
            #expect(
                refused.stderr.contains("(the home folder \(missing.path) does not exist)"),
                "\(refused.stderr)")
        }
        let german = await run(["list"], ["LANG": "de_DE.UTF-8"])
        #expect(german.stderr.contains("der Home-Ordner \(missing.path) existiert nicht"), "\(german.stderr)")
        #expect(await run(["list", "--store", "memory"]).status == 0)
        #expect(!FileManager.default.fileExists(atPath: missing.path), "no run made the home")
        let chosen = parent.url.appending(path: "xdg")
        let xdg = await run(["list"], ["XDG_DATA_HOME": chosen.path])
        #expect(xdg.status == 0, "\(xdg.stderr)")
        #expect(FileManager.default.fileExists(atPath: chosen.appending(path: "mosaic/sample.sqlite").path))
    }

    @Test func messagesFollowTheLanguage() async throws {
        let home = try DataHome()
        defer { home.remove() }
        let run = await home.run(["data", "wipe", "--store", "memory"], language: "de_DE.UTF-8")
        #expect(run.status == 64)
        #expect(run.stderr == "error: Mit --store memory speichert sample nichts auf der Festplatte.\n")
    }

    @Test func everyAnswerInTheAppsLanguagesCounts() {
        for yes in ["y", "Yes", " j ", "ja", "t", "TAK", "s", "sí", "si"] {
            #expect(TerminalQuestion.isYes(yes), "\(yes)")
        }
        for no in ["", "n", "no", "nein", "nie", "yes please", "1"] {
            #expect(!TerminalQuestion.isYes(no), "\(no)")
        }
    }
}
