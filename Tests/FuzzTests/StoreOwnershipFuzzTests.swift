import AppCore
import AppRunner
import Foundation
import GRDB
import MosaicTestSupport
import Networking
import Testing

@testable import HiringApp
@testable import MosaicApp
@testable import OrdersApp
@testable import PacksApp
@testable import PaybackApp
@testable import StoreApp

/// A property of every executable: whatever `--store` names (a user's file, an empty file, a
/// folder, a link to either, a pipe, another program's database, a path under a file) and
/// whatever command runs on it (`data wipe --yes` included), nothing that was there before is
/// removed, truncated, rewritten or re-permissioned. The app may create things; it changes only
/// what it created. Runs are drawn from a fixed seed, in-process.
@MainActor @Suite(.serialized) struct StoreOwnershipFuzzTests {
    /// Runs per test: 40 by default, 120 in the deep budget (``FuzzBudget``).
    static let runs = FuzzBudget.rounds(default: 40, deep: 120)

    /// One entry of the user's folder as it must stay: kind, mode, owner, and a file's bytes or a
    /// link's destination (a folder's entries may grow: the app may create files in it).
    private static func fingerprint(_ path: String) -> String {
        var status = stat()
        guard lstat(path, &status) == 0 else { return "missing" }
        let head = "\(String(status.st_mode, radix: 8)) uid \(status.st_uid)"
        switch status.st_mode & S_IFMT {
        case S_IFLNK:
            return
                "link \(head) -> \((try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? "?")"
        case S_IFREG:
            // FNV-1a over the bytes: short enough to read in a failure message.
            let bytes = FileManager.default.contents(atPath: path) ?? Data()
            let hash = bytes.reduce(UInt64(0xcbf2_9ce4_8422_2325)) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }
            return "file \(head) \(bytes.count) bytes fnv \(String(hash, radix: 16))"
        default: return "other \(head)"
        }
    }

    /// The user's folder: what people keep beside a mistyped `--store`.
    private static func makeUsersFolder() throws -> URL {
        let folder = try temporaryDirectory()
        let manager = FileManager.default
        func file(_ name: String, _ text: String) throws {
            try Data(text.utf8).write(to: folder.appending(path: name))
        }
        try file("notes.txt", "my thesis\n")
        try file("notes.md", "# notes\n")
        try file("empty.sqlite", "")
        try manager.createDirectory(at: folder.appending(path: "project"), withIntermediateDirectories: false)
        try file("project/readme.md", "read me\n")
        try manager.createDirectory(at: folder.appending(path: "home"), withIntermediateDirectories: false)
        try manager.createSymbolicLink(
            at: folder.appending(path: "link.sqlite"), withDestinationURL: folder.appending(path: "notes.txt")
        )
        try manager.createSymbolicLink(
            at: folder.appending(path: "linked-project"),
            withDestinationURL: folder.appending(path: "project"))
        try #require(mkfifo(folder.appending(path: "pipe.sqlite").path, 0o644) == 0)
        // Another program's databases, one in each journal mode.
        for (name, wal) in [("places.sqlite", false), ("history.sqlite", true)] {
            let queue = try DatabaseQueue(path: folder.appending(path: name).path)
            if wal { try queue.writeWithoutTransaction { try $0.execute(sql: "PRAGMA journal_mode = WAL") } }
            try queue.write {
                try $0.execute(sql: "CREATE TABLE places (url TEXT); INSERT INTO places VALUES ('a')")
            }
            try queue.close()
        }
        for path in try manager.subpathsOfDirectory(atPath: folder.path) {
            _ = chmod(folder.appending(path: path).path, 0o644)
        }
        for name in ["", "project", "home"] { _ = chmod(folder.appending(path: name).path, 0o755) }
        return folder
    }

    private static let stores = [
        "notes.txt", "notes.md", "empty.sqlite", "project", "link.sqlite", "linked-project", "pipe.sqlite",
        "places.sqlite", "history.sqlite", "notes.txt/app.sqlite", "project/new.sqlite",
        "linked-project/other.sqlite", "home", "./",
    ]

    private static let commands: [[String]] = [
        ["data", "wipe", "--yes"], ["data"], ["data", "path"], ["data", "--format", "json"], ["--plain"],
        ["settings", "set", "theme", "solarized"],
    ]

    @Test func noRunChangesWhatItDidNotCreate() async throws {
        let folder = try Self.makeUsersFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let paths =
            [folder.path]
            + (try FileManager.default.subpathsOfDirectory(atPath: folder.path)).map {
                folder.appending(path: $0).path
            }
        let before = Dictionary(uniqueKeysWithValues: paths.map { ($0, Self.fingerprint($0)) })
        var random = SeededRandomNumberGenerator(seed: 0x6F77_6E65_7273)
        let environment = [
            "HOME": folder.appending(path: "home").path, "LANG": "en_US.UTF-8", "TZ": "UTC",
        ]
        for round in 0..<Self.runs {
            let store = Self.stores.randomElement(using: &random) ?? "notes.txt"
            let command = Self.commands.randomElement(using: &random) ?? ["data"]
            let app = Int.random(in: 0..<6, using: &random)
            let storePath = store.hasPrefix("./") ? folder.path + "/" : folder.appending(path: store).path
            let arguments =
                command + ["--store", storePath] + (command == ["--plain"] ? ["--latency", "0"] : [])
            let run = await Self.run(app: app, arguments, environment: environment)
            let context =
                "round \(round): app \(app) \(arguments.joined(separator: " ")) → \(run.status) \(run.stderr)"
            if command.contains("wipe"), before[storePath] != nil {
                #expect(
                    run.status == ExitStatus.dataError, "a wipe of the user's \(store) is refused: \(context)"
                )
            }
            for (path, fingerprint) in before {
                #expect(Self.fingerprint(path) == fingerprint, "\(path) changed in \(context)")
            }
        }
    }

    private static func run(app: Int, _ arguments: [String], environment: [String: String]) async -> AppRun {
        switch app {
        case 0: await MosaicMain<PacksApp>.runCapturing(arguments, environment: environment)
        case 1: await MosaicMain<PaybackApp>.runCapturing(arguments, environment: environment)
        case 2: await MosaicMain<StoreApp>.runCapturing(arguments, environment: environment)
        case 3: await MosaicMain<OrdersApp>.runCapturing(arguments, environment: environment)
        case 4: await MosaicMain<HiringApp>.runCapturing(arguments, environment: environment)
        default: await MosaicMain<MosaicApp>.runCapturing(arguments, environment: environment)
        }
    }
}
