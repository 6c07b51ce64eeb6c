import AppCore
import AppRunner
import Clocks
import Foundation
import MosaicTestSupport
import OrdersInterface
import OrdersTesting
import Testing

@testable import Orders
@testable import OrdersDemo

/// A one-plugin app to run Orders' commands through the real runner (mock environment).
enum OrdersCommandApp: MosaicApplication {
    static let name = "orders-command-test"
    static let abstract = "Orders commands under test."
    static let commands: [any PluginCommand.Type] = OrdersPlugin.commands

    static func plugins(_ options: NoOptions) -> [any FeaturePlugin] {
        // The mock orders stand still: a slow run must not see them move on.
        [OrdersPlugin(origin: ordersNow, mockClock: ImmediateClock())]
    }
}

@MainActor
private func runOrders(_ arguments: [String], language: String = "en_US.UTF-8") async -> AppRun {
    await MosaicMain<OrdersCommandApp>.runCapturing(
        arguments + ["--store", "memory", "--latency", "0"], environment: ["LANG": language],
        timeZone: TimeZone(identifier: "UTC")!, clock: ImmediateClock())
}

private func json(_ text: String) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
}

/// `list`, `show` and `watch`: tables for people, stable JSON for scripts, exit codes.
@MainActor @Suite struct OrdersCommandTests {
    @Test func listPrintsTheEnvelopeAndEveryField() async throws {
        let run = await runOrders(["list", "--format", "json"])
        #expect(run.status == 0, "\(run.stderr)")
        let listing = try json(run.stdout)
        #expect(listing["source"] as? String == "server")
        #expect(listing["skipped"] as? Int == 0)
        #expect(listing["syncedAt"] as? String == "2026-11-23T12:00:00Z")
        #expect(listing["status"] as? String == "all")
        #expect(listing["count"] as? Int == 7)
        #expect(listing["problem"] is NSNull)
        let orders = try #require(listing["orders"] as? [[String: Any]])
        let returned = try #require(orders.first { $0["id"] as? String == "WB-1007" })
        #expect(returned["status"] as? String == "RETURNED_TO_SENDER")
        #expect(returned["statusSupported"] as? Bool == false)
        #expect(returned["driver"] is NSNull)
        let pending = try #require(orders.first { $0["id"] as? String == "WB-1002" })
        #expect((pending["driver"] as? [String: Any])?["name"] as? String == "Piotr Zieliński")
        #expect(pending["startDate"] as? String == "2026-11-23T09:15:00Z")
        for key in [
            "from", "to", "pickedUpAt", "estimatedDelivery", "deliveredAt", "lastLocation", "deliveryPhoto",
        ] {
            #expect(pending.keys.contains(key), "\(key) is always present")
        }
    }

    @Test func listFiltersByStatus() async throws {
        let run = await runOrders(["list", "--status", "in-transit", "--format", "json"])
        let listing = try json(run.stdout)
        #expect(listing["count"] as? Int == 2)
        let ids = (listing["orders"] as? [[String: Any]])?.compactMap { $0["id"] as? String }
        #expect(ids == ["WB-1001", "WB-1004"])
        let table = await runOrders(["list", "--status", "delivered"], language: "es_ES.UTF-8")
        #expect(table.stdout.contains("Envíos · Entregados (2)"))
        #expect(!table.stdout.contains("WB-1001"))
        let bad = await runOrders(["list", "--status", "lost"])
        #expect(bad.status == 64)
    }

    @Test func showPrintsTheOrderAndItsTimeline() async throws {
        let run = await runOrders(["show", "WB-1003"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("Espresso machine"))
        #expect(run.stdout.contains("● Delivered"))
        #expect(run.stdout.contains("Synced now"))
        let json = try json(await runOrders(["show", "WB-1002", "--format", "json"]).stdout)
        #expect((json["order"] as? [String: Any])?["status"] as? String == "PENDING")
        #expect(json["source"] as? String == "server")
    }

    /// A negative interval is a value to refuse with its range (it used to be taken for an option).
    @Test(arguments: [
        ("-5", "en_US.UTF-8", "error: --interval must be between 1 and 3600 seconds, got -5."),
        ("0", "de_DE.UTF-8", "error: --interval muss zwischen 1 und 3600 Sekunden liegen, angegeben war 0."),
    ])
    func anOutOfRangeIntervalIsRefusedWithItsRange(value: String, language: String, expected: String) async {
        let run = await runOrders(
            ["watch", "WB-1001", "--interval", value, "--store", "memory"], language: language)
        #expect(run.status == 64)
        #expect(run.stderr.hasPrefix(expected), "\(run.stderr)")
        #expect(run.stdout.isEmpty)
    }

    @Test func showAnUnknownIdExits65() async {
        let run = await runOrders(["show", "WB-9999"], language: "pl_PL.UTF-8")
        #expect(run.status == 65)
        #expect(run.stderr == "error: Nie ma zlecenia WB-9999.\n")
    }

    /// An id is read as every typed identifier is (``TypedIdentifier``): a pasted one with blanks
    /// around it is the same order; an empty one, or one with an escape sequence, is a usage error
    /// before anything is fetched, for `show` and `watch` alike.
    @Test func showAndWatchReadTheIdAsTyped() async throws {
        let padded = await runOrders(["show", " WB-1003\n", "--format", "json"])
        #expect(padded.status == 0, "\(padded.stderr)")
        #expect((try json(padded.stdout)["order"] as? [String: Any])?["id"] as? String == "WB-1003")
        for command in ["show", "watch"] {
            let empty = await runOrders([command, " "], language: "de_DE.UTF-8")
            #expect(empty.status == 64)
            #expect(
                empty.stderr.hasPrefix("error: Die ID des Auftrags darf nicht leer sein."), "\(empty.stderr)")
            #expect(empty.stdout.isEmpty)
            let escaped = await runOrders([command, "WB-1001\u{1B}[2J"])
            #expect(escaped.status == 64)
            #expect(
                escaped.stderr.contains(#"'WB-1001\u{1b}[2J' contains control characters"#),
                "\(escaped.stderr)")
        }
    }

    @Test func showOfflineWithNothingSavedFails() async {
        let run = await runOrders(["show", "WB-1001", "--offline"])
        #expect(run.status == 1)
        #expect(run.stderr.contains("Order WB-1001 could not be loaded. You are offline."))
    }

    @Test func watchPrintsJSONLinesUntilDelivered() async throws {
        let run = await MosaicMain<OrdersDemoApp>.runCapturing(
            ["watch", "WB-1001", "--format", "json", "--scenario", "loaded", "--store", "memory"],
            environment: ["LANG": "en_US.UTF-8"], timeZone: TimeZone(identifier: "UTC")!,
            clock: ImmediateClock()
        )
        #expect(run.status == 0, "\(run.stderr)")
        let lines = try run.stdout.split(separator: "\n").map { try json(String($0)) }
        #expect(lines.count == 3)
        #expect(
            lines.map { ($0["order"] as? [String: Any])?["status"] as? String } == [
                "IN_TRANSIT", "IN_TRANSIT", "DELIVERED",
            ])
        #expect(lines.map { $0["changed"] as? Bool } == [true, true, true])
        #expect(lines.allSatisfy { $0["stale"] as? Bool == false })
    }
}

/// An app whose orders come from a scripted fake, to drive `watch` through failures.
enum OrdersFakeCommandApp: MosaicApplication {
    static let name = "orders-fake-command-test"
    static let abstract = "Orders commands over a fake service."
    static let commands: [any PluginCommand.Type] = OrdersPlugin.commands

    static func plugins(_ options: NoOptions) -> [any FeaturePlugin] {
        let moving = OrderFixtures.inTransit()
        var delivered = moving
        delivered.status = .delivered
        delivered.deliveredAt = ordersNow + 20
        let service = FakeOrdersService(
            lists: [OrdersLoad(snapshot: OrderFixtures.snapshot())],
            details: [
                moving.id: [
                    OrderDetailLoad(order: moving, source: .server, syncedAt: ordersNow),
                    OrderDetailLoad(
                        order: moving, source: .savedList, syncedAt: ordersNow, failure: .timeout),
                    OrderDetailLoad(order: delivered, source: .server, syncedAt: ordersNow + 20),
                ]
            ])
        return [OrdersPlugin(service: service, origin: ordersNow)]
    }
}

/// `watch` through a failed poll, and the offline copies `list` and `show` fall back to.
@MainActor @Suite struct OrdersOfflineAndWatchTests {
    @Test func watchSaysWhenAPollFailedAndEndsWhenDelivered() async {
        let run = await MosaicMain<OrdersFakeCommandApp>.runCapturing(
            ["watch", "WB-1001", "--store", "memory"], environment: ["LANG": "en_US.UTF-8"],
            timeZone: TimeZone(identifier: "UTC")!, clock: ImmediateClock())
        #expect(run.status == 0, "\(run.stderr)")
        // Times carry a narrow no-break space before "PM" in English.
        let lines = run.stdout.replacingOccurrences(of: "\u{202F}", with: " ").split(separator: "\n").map(
            String.init)
        // With seconds, each line shows when its poll ran: 10 s, then 20 s after the failure.
        #expect(
            lines == [
                "Nov 23, 2026 at 12:00:00 PM  WB-1001  In transit  Poznań hub",
                "Nov 23, 2026 at 12:00:10 PM  WB-1001  In transit  Poznań hub  not up to date: The server did not answer in time.",
                "Nov 23, 2026 at 12:00:30 PM  WB-1001  Delivered  Nov 23, 2026 at 12:00 PM",
            ])
    }

    @Test func listAndShowStayReadableOfflineWithTheirSyncTime() async throws {
        let directory = FileManager.default.temporaryDirectory.appending(path: "orders-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = directory.appending(path: "orders.sqlite").path
        func run(_ arguments: [String]) async -> AppRun {
            await MosaicMain<OrdersCommandApp>.runCapturing(
                arguments + ["--store", store, "--latency", "0"], environment: ["LANG": "en_US.UTF-8"],
                timeZone: TimeZone(identifier: "UTC")!, clock: ImmediateClock())
        }
        #expect(await run(["list"]).status == 0)
        let list = await run(["list", "--offline"])
        #expect(list.status == 0, "\(list.stderr)")
        #expect(list.stdout.contains("WB-1006"))
        #expect(list.stdout.contains("Offline: showing the orders saved now."))
        let show = await run(["show", "WB-1004", "--offline", "--format", "json"])
        #expect(show.status == 0, "\(show.stderr)")
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(show.stdout.utf8)) as? [String: Any])
        #expect(json["source"] as? String == "cache")
        #expect(json["syncedAt"] as? String == "2026-11-23T12:00:00Z")
        #expect(json["problem"] as? String == "You are offline.")
    }
}

/// `--data-file` holds the list only: an order's details are the file's element, never the
/// mock backend's order of the same id, and an id the file lacks is unknown.
@MainActor @Suite struct OrdersDataFileTests {
    /// A list with a new order (ZZ-7) and the sample's WB-1001 renamed, written to a file.
    private func dataFile() throws -> String {
        func order(_ id: String, _ name: String) -> String {
            """
            {"id": "\(id)", "name": "\(name)", "status": "IN_TRANSIT",
             "from": {"name": "Wobitech Warehouse", "address": "Lagerstraße 5, 10115 Berlin"},
             "to": {"name": "Anna Nowak", "address": "ul. Puławska 12, 02-512 Warszawa"},
             "startDate": "2026-11-21T08:00:00Z", "pickedUpAt": "2026-11-21T10:30:00Z",
             "estimatedDelivery": "2026-11-23T16:00:00Z", "deliveredAt": null,
             "lastLocation": {"label": "Frankfurt (Oder) border", "updatedAt": "2026-11-23T11:40:00Z"},
             "driver": null, "deliveryPhoto": null}
            """
        }
        let body =
            #"{"orders": ["# + order("ZZ-7", "Grand piano") + ", " + order("WB-1001", "Chairs from the file")
            + "]}"
        return try temporaryFile(body, named: "orders.json").path
    }

    @Test func showPrintsAnOrderOnlyTheFileHas() async throws {
        let run = await runOrders(["show", "ZZ-7", "--data-file", try dataFile()])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.hasPrefix("Grand piano"), "\(run.stdout)")
        #expect(!run.stdout.contains("404"))
    }

    @Test func showPrintsTheFilesVersionOfAnIdTheMockAlsoHas() async throws {
        let run = await runOrders(["show", "WB-1001", "--data-file", try dataFile()])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.hasPrefix("Chairs from the file"), "\(run.stdout)")
    }

    @Test func anIdTheFileLacksIsUnknown() async throws {
        let run = await runOrders(["show", "WB-1002", "--data-file", try dataFile()])
        #expect(run.status == 65)
        #expect(run.stderr.contains("There is no order WB-1002."), "\(run.stderr)")
    }

    @Test func theDetailsScreenShowsTheFilesOrder() async throws {
        let run = await runOrders(["--keys", "enter", "--data-file", try dataFile()])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("› Grand piano"), "\(run.stdout)")
        #expect(!run.stdout.contains("404"), "\(run.stdout)")
    }
}
