import AppCore
import AppRunner
import Foundation
import MosaicTestSupport
import Packs
import PacksTesting
import Synchronization
import Testing

/// `packs list|archive|unarchive` in process, on the bundled mock data: output formats, archive
/// persistence across runs with a store file, and the exit codes scripts rely on.
@MainActor @Suite struct PacksCommandTests {
    /// The packs app as the tests run it (the real app target is an executable).
    enum TestApp: MosaicApplication {
        static let name = "packs"
        static let abstract = "Packs under test."
        static let commands: [any PluginCommand.Type] = PacksPlugin.commands
        static func plugins(_ options: NoOptions) -> [any FeaturePlugin] { [PacksPlugin()] }
    }

    private func run(_ arguments: [String]) async -> AppRun {
        await MosaicMain<TestApp>.runCapturing(
            arguments + ["--latency", "0"], environment: ["LANG": "en_US.UTF-8"],
            timeZone: PacksTestSupport.utc)
    }

    private func withStore(_ body: (String) async throws -> Void) async rethrows {
        let path = temporaryPath("commands.sqlite")
        defer {
            for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
        }
        try await body(path)
    }

    private struct Listing: Decodable {
        struct Group: Decodable {
            let group: String
            let count: Int
            let packs: [Item]
        }
        struct Item: Decodable {
            let id: String
            let status: String
            let statusSupported: Bool
            let archived: Bool
        }
        let source: String
        let skipped: Int
        let syncedAt: String
        let groups: [Group]

        var ids: [String] { groups.flatMap { $0.packs.map(\.id) } }
    }

    private func listing(_ stdout: String) throws -> Listing {
        try JSONDecoder().decode(Listing.self, from: Data(stdout.utf8))
    }

    @Test func theScreenSaysHowManyEntriesCouldNotBeRead() async {
        let run = await run(["--plain", "--store", "memory", "--latency", "0"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(
            run.stdout.contains("1 parcel from the server could not be read and is left out."),
            "\(run.stdout)")
    }

    /// A list whose every element is unreadable says how many could not be read, as
    /// hiring, orders and payback do; it used to print only "You have no parcels yet".
    @Test func aListWithOnlyUnreadableEntriesSaysHowManyCouldNotBeRead() async throws {
        let file = try temporaryFile(#"[{"sender": "no id"}, {"id": 7, "status": []}, "not a parcel"]"#)
        defer { try? FileManager.default.removeItem(at: file) }
        let note = "3 parcels from the server could not be read and are left out."
        let table = await run(["list", "--store", "memory", "--data-file", file.path])
        #expect(table.status == 0, "\(table.stderr)")
        #expect(table.stdout == "You have no parcels yet\n\n\(note)\n", "\(table.stdout)")
        let json = try listing(
            await run(["list", "--store", "memory", "--data-file", file.path, "--format", "json"]).stdout)
        #expect(json.skipped == 3)
        #expect(json.ids.isEmpty)
        let screen = await run(["--plain", "--store", "memory", "--data-file", file.path])
        #expect(screen.status == 0, "\(screen.stderr)")
        #expect(screen.stdout.contains("You have no parcels yet"), "\(screen.stdout)")
        #expect(screen.stdout.contains(note), "\(screen.stdout)")
    }

    @Test func listTablePrintsGroupsInOrder() async throws {
        let run = await run(["list", "--store", "memory"])
        #expect(run.status == 0, "\(run.stderr)")
        let lines = run.stdout.split(separator: "\n")
        #expect(lines.first == "On the way (14 parcels)")
        #expect(lines.contains("Completed (3 parcels)"))
        try #require(lines.count > 3)
        #expect(lines[2].hasPrefix("-----------------------  "))
        #expect(lines[3].hasPrefix("10000000000000000000103  Pickup time expired"), "\(lines[3])")
        #expect(!run.stdout.contains("Entry without an id"), "the broken entry is skipped")
        #expect(lines.last == "1 parcel from the server could not be read and is left out.", "and counted")
    }

    /// The packs app with its clock at 2025-03-14 12:00 UTC: one mock parcel's deadline (13 Mar
    /// 18:00) has passed, the other's (14 Mar 18:00) has not.
    enum LateApp: MosaicApplication {
        static let name = "packs"
        static let abstract = "Packs under test, a day late."
        static let commands: [any PluginCommand.Type] = PacksPlugin.commands
        static func plugins(_ options: NoOptions) -> [any FeaturePlugin] {
            [PacksPlugin(origin: PackFixtures.date(2025, 3, 14, hour: 12))]
        }
    }

    @Test func listTableMarksPassedPickupDeadlines() async {
        let run = await MosaicMain<LateApp>.runCapturing(
            ["list", "--store", "memory", "--latency", "0"], environment: ["LANG": "en_US.UTF-8"],
            timeZone: PacksTestSupport.utc)
        #expect(run.status == 0, "\(run.stderr)")
        let lines = run.stdout.split(separator: "\n")
        let ready = lines.filter { $0.contains("Ready for pickup") }
        #expect(ready.count == 2, "\(run.stdout)")
        #expect(ready.contains { $0.hasSuffix("pick up by Mar 14, 2025") })
        #expect(ready.contains { $0.hasSuffix("expired Mar 13, 2025") })
        #expect(
            !run.stdout.contains("pick up by Mar 13, 2025"), "a passed deadline is not shown as one to meet")
    }

    @Test func listJSONIsStableAndComplete() async throws {
        let run = await run(["list", "--format", "json", "--store", "memory"])
        #expect(run.status == 0, "\(run.stderr)")
        let listing = try listing(run.stdout)
        #expect(listing.source == "server")
        #expect(listing.skipped == 1, "the mock data's entry without an id is left out and counted")
        // Unset dates are explicit nulls, as in every listing (they used to be omitted).
        #expect(run.stdout.contains(#""storedDate" : null"#))
        #expect(listing.groups.map(\.group) == ["inTransit", "completed"])
        #expect(listing.groups.map(\.count) == [14, 3])
        #expect(listing.ids.first == "10000000000000000000103")
        try #require(listing.groups.count > 0)
        #expect(listing.groups[0].packs.last?.status == "PARCEL_TELEPORTED")
        #expect(listing.groups[0].packs.last?.statusSupported == false)
        #expect(run.stdout.contains(#""expiryDate" : "2025-03-08T18:00:00Z""#))
    }

    @Test func archiveHidesAcrossRunsAndUnarchiveRestores() async throws {
        try await withStore { store throws in
            let id = "10000000000000000000104"
            let archive = await run(["archive", id, "--store", store])
            #expect(archive.status == 0, "\(archive.stderr)")
            #expect(archive.stdout == "Archived parcel \(id).\n")

            let hidden = try listing(await run(["list", "--format", "json", "--store", store]).stdout)
            #expect(!hidden.ids.contains(id))
            let all = try listing(
                await run(["list", "--format", "json", "--include-archived", "--store", store]).stdout)
            #expect(all.groups.flatMap(\.packs).first { $0.id == id }?.archived == true)

            let again = await run(["archive", id, "--store", store])
            #expect(again.stdout == "Parcel \(id) is already archived.\n")

            let table = await run(["list", "--include-archived", "--store", store])
            #expect(table.stdout.contains("ARCHIVED"))

            let unarchive = await run(["unarchive", id, "--store", store])
            #expect(unarchive.stdout == "Unarchived parcel \(id).\n")
            #expect(
                try listing(await run(["list", "--format", "json", "--store", store]).stdout).ids.contains(id)
            )
            let notArchived = await run(["unarchive", id, "--store", store])
            #expect(notArchived.status == 0)
            #expect(notArchived.stdout == "Parcel \(id) is not archived.\n")
        }
    }

    @Test(arguments: ["archive", "unarchive"]) func unknownIdExits65(command: String) async {
        let run = await run([command, "99999999999999999999999", "--store", "memory"])
        #expect(run.status == 65)
        #expect(run.stderr.contains("No parcel with id 99999999999999999999999"), "\(run.stderr)")
        #expect(run.stdout.isEmpty)
    }

    @Test(arguments: ["archive", "unarchive"]) func emptyIdIsAUsageError(command: String) async {
        let run = await run([command, " ", "--store", "memory"])
        #expect(run.status == 64)
        #expect(run.stderr.contains("must not be empty"), "\(run.stderr)")
        #expect(run.stderr.contains("'packs \(command) --help'"), "\(run.stderr)")
    }

    @Test func blanksAroundAnIdAreIgnored() async throws {
        try await withStore { store throws in
            let id = "10000000000000000000104"
            #expect(
                await run(["archive", " \(id)\n", "--store", store]).stdout == "Archived parcel \(id).\n")
            #expect(
                await run(["unarchive", "\t\(id) ", "--store", store]).stdout == "Unarchived parcel \(id).\n")
        }
    }

    @Test func offlineListUsesTheStoredListWithAWarning() async throws {
        try await withStore { store throws in
            #expect(await run(["list", "--store", store]).status == 0)
            let offline = await run(["list", "--format", "json", "--offline", "--store", store])
            #expect(offline.status == 0)
            #expect(try listing(offline.stdout).source == "cache")
            // The warning goes to the process's stderr (AppContext has no error output to capture);
            // PacksEndToEndTests checks it on a real process.
        }
    }

    @Test func offlineWithoutAStoredListFails() async {
        let run = await run(["list", "--offline", "--store", "memory"])
        #expect(run.status == 1)
        #expect(run.stderr == "error: You are offline. No parcels are saved on this device yet.\n")
    }

    @Test func serverFailureWithoutStoredListFails() async {
        let run = await run(["list", "--failure-rate", "1", "--seed", "1", "--store", "memory"])
        #expect(run.status == 1)
        #expect(run.stderr.contains("HTTP 503"), "\(run.stderr)")
    }

    @Test func plainAppDefaultsToTheBundledData() async {
        let run = await run(["--plain", "--store", "memory", "--language", "pl"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("W drodze  14"))
        #expect(run.stdout.contains("Zakończone  3"))
    }
}
