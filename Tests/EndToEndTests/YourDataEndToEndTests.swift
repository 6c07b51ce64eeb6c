import Foundation
import MosaicTestSupport
import Testing

/// Real processes with a temporary HOME and no XDG variables, as on a shared Linux machine:
/// every file lands under that home, private to the user; no hidden web cache; `data wipe`
/// removes exactly one app's files and is refused while another process has them open.
@Suite("your data", .hangsAfter(minutes: 10))
struct YourDataEndToEndTests {
    private let sandbox = RunSandbox("yourdata")

    /// Every path under the sandbox's home (relative), except the captured output files.
    private func created() -> [String: Int] {
        let home = sandbox.home.path
        var paths: [String: Int] = [:]
        for case let path as String in FileManager.default.enumerator(atPath: home)?.allObjects ?? [] {
            if !path.contains("/"), path.hasSuffix(".out") || path.hasSuffix(".err") { continue }
            let attributes = try? FileManager.default.attributesOfItem(atPath: home + "/" + path)
            paths[path] = ((attributes?[.posixPermissions] as? NSNumber)?.intValue ?? -1) & 0o777
        }
        return paths
    }

    /// Modification dates of what the apps would write in the real home, had they ignored HOME.
    private static func realHomeTraces() -> [String: Date?] {
        let homes = Set(
            [
                FileManager.default.homeDirectoryForCurrentUser.path,
                ProcessInfo.processInfo.environment["HOME"],
            ]
            .compactMap { $0 })
        var traces: [String: Date?] = [:]
        for home in homes {
            for app in ["packs", "payback", "store", "orders", "hiring", "mosaic"] {
                for path in [
                    "\(home)/.local/share/mosaic/\(app).sqlite", "\(home)/.local/state/mosaic/\(app).log",
                    "\(home)/.cache/org.swift.foundation.URLCache/\(app)",
                ] {
                    traces[path] =
                        (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
                }
            }
        }
        return traces
    }

    @Test("every app writes only under HOME, folders 0700 and files 0600, and the real home is untouched")
    func everyAppWritesOnlyUnderHomePrivately() async throws {
        defer { sandbox.remove() }
        let before = Self.realHomeTraces()
        // No simulated failures: the payback mock fails one request in five by default.
        let quick = ["--latency", "0", "--failure-rate", "0", "--language", "en", "--log"]
        let runs: [(String, [String])] = [
            ("packs", ["list"] + quick), ("payback", ["transactions"] + quick),
            ("store", ["cart", "add", "CAP"] + quick), ("orders", ["list"] + quick),
            ("hiring", ["list"] + quick),
            ("mosaic", ["--plain", "--seed", "1"] + quick),
        ]
        for (app, arguments) in runs {
            let run = try await sandbox.run(app, arguments, xdg: false)
            #expect(run.status == 0, "\(app): \(run.stderr)")
        }
        let paths = created()
        let allowed = [
            ".local", ".local/share", ".local/state", ".local/share/mosaic", ".local/state/mosaic",
        ]
        for (path, mode) in paths.sorted(by: { $0.key < $1.key }) {
            let underOurs = path.hasPrefix(".local/share/mosaic/") || path.hasPrefix(".local/state/mosaic/")
            #expect(underOurs || allowed.contains(path), "written outside the app's folders: \(path)")
            let isFolder = allowed.contains(path)
            #expect(mode == (isFolder ? 0o700 : 0o600), "\(path) is \(String(mode, radix: 8))")
        }
        for app in ["packs", "payback", "store", "orders", "hiring", "mosaic"] {
            #expect(
                paths[".local/share/mosaic/\(app).sqlite"] == 0o600,
                "\(app)'s database: \(paths.keys.sorted())")
            #expect(paths[".local/state/mosaic/\(app).log"] == 0o600, "\(app)'s --log")
        }
        #expect(Self.realHomeTraces() == before, "the real home was written to")
    }

    @Test("a stage run against mock-backend leaves no URLSession cache or cookie folder")
    func aStageRunLeavesNoWebCache() async throws {
        defer { sandbox.remove() }
        let backend = try ChildProcess(
            try Executables.url(for: "mock-backend"), arguments: ["--port", "0", "--latency", "0"],
            environment: sandbox.environment(xdg: false))
        defer { backend.killIfRunning() }
        let prefix = "mock-backend listening on "
        let line = try #require(await backend.readLine(), "mock-backend started: \(backend.standardError)")
        try #require(line.hasPrefix(prefix))
        let baseURL = String(line.dropFirst(prefix.count))
        let run = try await sandbox.run(
            "packs", ["list", "--env", "stage", "--base-url", baseURL, "--language", "en"], xdg: false)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(
            backend.standardError.contains("GET /packs 200"),
            "the run used the server: \(backend.standardError)")
        let paths = created().keys.sorted()
        #expect(!paths.contains { $0.hasPrefix(".cache") }, "\(paths)")
        #expect(
            paths.filter { $0.hasPrefix(".local/share/") && !$0.hasPrefix(".local/share/mosaic") }.isEmpty,
            "\(paths)")
        #expect(paths.contains(".local/share/mosaic/packs.sqlite"), "the offline copy is the one cache")
    }

    /// The URLSession's throwaway folder goes in the app's cache folder
    /// (`$XDG_CACHE_HOME/mosaic`), not `$TMPDIR` (it used to be `/tmp/mosaic-urlsession-…`), and
    /// is removed with the folders made for it; a run needs no `$TMPDIR` (one that does not exist
    /// left Foundation's cache folder in `$XDG_CACHE_HOME`), and never makes a missing home.
    @Test("a stage run leaves nothing in TMPDIR or XDG_CACHE_HOME, and makes no missing home")
    func aStageRunLeavesNothingInTheTemporaryOrCacheFolder() async throws {
        defer { sandbox.remove() }
        let cache = sandbox.home.appendingPathComponent("xdg-cache", isDirectory: true)
        let tmp = sandbox.home.appendingPathComponent("tmp", isDirectory: true)
        for folder in [cache, tmp] {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        }
        let backend = try ChildProcess(
            try Executables.url(for: "mock-backend"), arguments: ["--port", "0", "--latency", "0"],
            environment: sandbox.environment(xdg: false))
        defer { backend.killIfRunning() }
        let prefix = "mock-backend listening on "
        let line = try #require(await backend.readLine(), "mock-backend started: \(backend.standardError)")
        try #require(line.hasPrefix(prefix))
        let stage = [
            "list", "--env", "stage", "--base-url", String(line.dropFirst(prefix.count)), "--language", "en",
        ]
        func contents(_ folder: URL) -> [String] {
            (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? ["(unreadable)"]
        }
        for tmpdir in [tmp, sandbox.home.appendingPathComponent("no-such-tmp")] {
            let run = try await sandbox.run(
                executable: try Executables.url(for: "packs"), stage, xdg: false,
                extraEnvironment: ["XDG_CACHE_HOME": cache.path, "TMPDIR": tmpdir.path])
            #expect(run.status == 0, "\(run.stderr)")
            #expect(contents(tmp).isEmpty, "TMPDIR \(tmpdir.path): \(contents(tmp))")
            #expect(contents(cache).isEmpty, "TMPDIR \(tmpdir.path): \(contents(cache))")
            #expect(contents(sandbox.home.appendingPathComponent(".local/share")) == ["mosaic"])
        }
        let missingHome = sandbox.home.appendingPathComponent("nonexistent", isDirectory: true)
        let homeless = try await sandbox.run(
            executable: try Executables.url(for: "packs"), stage + ["--store", "memory"], xdg: false,
            extraEnvironment: ["HOME": missingHome.path, "TMPDIR": tmp.path])
        #expect(homeless.status == 0, "\(homeless.stderr)")
        #expect(!FileManager.default.fileExists(atPath: missingHome.path), "the missing home was made")
        #expect(contents(tmp).isEmpty, "\(contents(tmp))")
        #expect(
            backend.standardError.components(separatedBy: "GET /packs 200").count == 4,
            "the runs used the server")
    }

    /// One order in transit, as `GET /api/v1/orders` lists it.
    private static let inTransit = """
        {"orders": [{"id": "WB-1001", "name": "Office chairs (4)", "status": "IN_TRANSIT",
          "from": {"name": "Wobitech Warehouse", "address": "Lagerstraße 5, 10115 Berlin"},
          "to": {"name": "Anna Nowak", "address": "ul. Puławska 12, 02-512 Warszawa"},
          "startDate": "2026-11-21T08:00:00Z", "pickedUpAt": "2026-11-21T10:30:00Z",
          "estimatedDelivery": "2026-11-23T16:00:00Z", "deliveredAt": null,
          "lastLocation": {"label": "Frankfurt (Oder) border", "updatedAt": "2026-11-23T11:40:00Z"},
          "driver": null, "deliveryPhoto": null}]}
        """

    @Test(
        "data wipe is refused while another process holds the database, then removes exactly that app's files"
    )
    func wipeRefusedWhileHeldThenExact() async throws {
        defer { sandbox.remove() }
        for (app, arguments) in [("orders", ["list", "--log"]), ("store", ["cart", "add", "CAP"])] {
            let run = try await sandbox.run(app, arguments + ["--latency", "0"], xdg: false)
            try #require(run.status == 0, "\(app): \(run.stderr)")
        }
        let folder = sandbox.home.appendingPathComponent(".local/share/mosaic")
        let orders = folder.appendingPathComponent("orders.sqlite").path
        let store = folder.appendingPathComponent("store.sqlite").path

        // A second process holds the orders database open: a watch polling once a minute. It
        // watches an order of a data file, which stays in transit: the mock's orders move on with
        // time (WB-1001 is delivered 20 s after a start), and a watch ends at the delivery, closing
        // the database, however slowly a loaded machine got there.
        let orderFile = FileManager.default.temporaryDirectory
            .appendingPathComponent("yourdata-in-transit-\(UUID().uuidString).json")
        try Data(Self.inTransit.utf8).write(to: orderFile)
        defer { try? FileManager.default.removeItem(at: orderFile) }
        let holder = try ChildProcess(
            try Executables.url(for: "orders"),
            arguments: [
                "watch", "WB-1001", "--interval", "60", "--data-file", orderFile.path, "--language", "en",
            ],
            environment: sandbox.environment(xdg: false))
        defer { holder.killIfRunning() }
        try #require(await holder.readLine() != nil, "the watch started: \(holder.standardError)")
        #expect(!(await holder.hasExited()), "the watch keeps the database open: \(holder.standardError)")
        // While it runs, its -wal and -shm files exist, private like the database.
        for suffix in ["-wal", "-shm"] {
            let mode =
                try FileManager.default.attributesOfItem(atPath: orders + suffix)[.posixPermissions]
                as? NSNumber
            #expect(mode?.intValue == 0o600, "\(suffix)")
        }

        let refused = try await sandbox.run(
            "orders", ["data", "wipe", "--yes", "--language", "en"], xdg: false)
        #expect(refused.status == 75, "\(refused.stderr)")
        #expect(
            refused.stderr.contains("is open in another process (pid \(holder.pid))"), "\(refused.stderr)")
        #expect(FileManager.default.fileExists(atPath: orders), "nothing was removed")

        _ = await holder.stop()
        let before = created()
        let wiped = try await sandbox.run(
            "orders", ["data", "wipe", "--yes", "--language", "en"], xdg: false)
        #expect(wiped.status == 0, "\(wiped.stderr)")
        let after = created()
        let gone = Set(before.keys).subtracting(after.keys)
        #expect(
            gone.allSatisfy {
                $0.hasPrefix(".local/share/mosaic/orders.sqlite") || $0.hasPrefix(".local/state/mosaic")
            },
            "only the orders files went: \(gone.sorted())")
        #expect(gone.contains(".local/share/mosaic/orders.sqlite"))
        #expect(gone.contains(".local/state/mosaic/orders.log"))
        #expect(Set(after.keys).isSubset(of: before.keys), "nothing new appeared: \(after.keys.sorted())")
        #expect(FileManager.default.fileExists(atPath: store), "the store's data survives")
        let storeData = try await sandbox.run("store", ["data", "--format", "json"], xdg: false)
        #expect(storeData.status == 0)
        #expect(
            storeData.stdout.contains("\"rows\" : 1"), "the cart line is still there: \(storeData.stdout)")
    }

    /// An error found after the database opened (a bad value checked late, a truncated data file)
    /// once left an empty database file behind. A failed run removes the database it created when
    /// nothing was stored in it, and the folders it made for it: the home is as it was. (A run
    /// that fetched a server list keeps that copy even when it then fails, e.g. `packs archive
    /// 999`: it is what works offline later.)
    @Test("a run that fails leaves no database or folder it made")
    func aFailedRunLeavesNothing() async throws {
        defer { sandbox.remove() }
        try sandbox.makeHome()
        let truncated = sandbox.home.appendingPathComponent("truncated.json")
        try Data(#"[{"id": "1", "status": "#.utf8).write(to: truncated)
        for (app, arguments, status) in [
            ("store", ["cart", "add", "MUG", "--quantity", "0"], Int32(64)),
            ("mosaic", ["settings", "set", "theme", "solarized"], 64),
            ("packs", ["list", "--data-file", truncated.path], 65),
        ] {
            let run = try await sandbox.run(app, arguments + ["--language", "en"], xdg: false)
            #expect(run.status == status, "\(app) \(arguments): \(run.stderr)")
            #expect(
                created().keys.sorted() == ["truncated.json"],
                "\(app) \(arguments) left \(created().keys.sorted())")
        }
    }
}
