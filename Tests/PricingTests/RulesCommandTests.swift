import AppCore
import AppRunner
import Foundation
import Localization
import MosaicTestSupport
import PricingTesting
import Synchronization
import Testing

@testable import Pricing

/// A one-plugin app to run Pricing's commands through the real runner.
enum PricingCommandApp: MosaicApplication {
    static let name = "pricing-command-test"
    static let abstract = "Pricing commands under test."
    static let commands: [any PluginCommand.Type] = PricingPlugin.commands
    static func plugins(_ options: NoOptions) -> [any FeaturePlugin] {
        [PricingPlugin(origin: referenceDate)]
    }
}

@MainActor
func run(_ arguments: [String]) async -> AppRun {
    await MosaicMain<PricingCommandApp>.runCapturing(
        arguments, environment: ["LANG": "en_US.UTF-8"], timeZone: TimeZone(identifier: "UTC")!,
        clock: ManualClock())
}

/// `rules`: the promotions as a table or JSON, at a chosen date, from the server or a file.
@MainActor @Suite struct RulesCommandTests {
    @Test func listsTheBundledPromotionsWithTheirStatus() async {
        let run = await run(["rules", "--store", "memory", "--latency", "0"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("voucher-2x1"))
        #expect(run.stdout.contains("Buy 1, get 1 free"))
        #expect(run.stdout.contains("3 or more: €19.00 each"))
        #expect(run.stdout.contains("Black Friday hoodies"))
        #expect(run.stdout.contains("Promotions updated now"))
    }

    @Test func evaluatesStatusesAtAGivenDateAsJSON() async throws {
        let run = await run([
            "rules", "--store", "memory", "--latency", "0", "--format", "json", "--at", "2026-12-24",
        ])
        #expect(run.status == 0, "\(run.stderr)")
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(document["source"] as? String == "server")
        #expect(document["skipped"] as? Int == 0)
        #expect(document["syncedAt"] is String)
        let reports = try #require(document["rules"] as? [[String: Any]])
        #expect(reports.allSatisfy { $0.keys.contains("validFrom") && $0.keys.contains("validUntil") })
        let statuses = Dictionary(
            uniqueKeysWithValues: reports.compactMap { report in
                (report["id"] as? String).map { ($0, report["status"] as? String ?? "") }
            })
        #expect(statuses["black-friday-hoodie"] == "ended")
        #expect(statuses["winter-caps"] == "active")
        #expect(statuses["voucher-2x1"] == "active")
    }

    @Test func aBadDateIsAUsageError() async {
        let run = await run(["rules", "--store", "memory", "--at", "tomorrow"])
        #expect(run.status == 64)
        #expect(run.stderr.contains("'tomorrow' is not a date"))
    }

    @Test func anInvalidRulesFileIsADataError() async throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appending(path: "bad.json")
        try Data(#"{"currency": "EUR", "rules": [{"id": "a", "type": "bulkPrice", "products": ["X"]}]}"#.utf8)
            .write(to: file)
        let run = await run(["rules", "--store", "memory", "--rules", file.path])
        #expect(run.status == 65)
        #expect(run.stderr.contains("rules[0].parameters"), "\(run.stderr)")
    }

    @Test func anInvalidRulesFileSaysWhereInTheUsersLanguage() async throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appending(path: "bad.json")
        try Data(#"{"rules": 5}"#.utf8).write(to: file)
        let run = await MosaicMain<PricingCommandApp>.runCapturing(
            ["rules", "--store", "memory", "--rules", file.path], environment: ["LANG": "es_ES.UTF-8"])
        #expect(run.status == 65)
        #expect(
            run.stderr
                == "error: Las promociones no son válidas y no se pueden usar.\n\(file.path): currency: "
                + "missing key 'currency'\n", "\(run.stderr)")
    }

    @Test func aRulesPathThatIsNoFileIsAUsageError() async throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let folder = await run(["rules", "--store", "memory", "--rules", directory.path])
        #expect(folder.status == 64)
        #expect(
            folder.stderr.contains("--rules: '\(directory.path)' is a folder, not a file."),
            "\(folder.stderr)")
        let device = await run(["rules", "--store", "memory", "--rules", "/dev/zero"])
        #expect(device.status == 64)
        #expect(device.stderr.contains("is a device"), "\(device.stderr)")
        // A pipe or standard input cannot be read again on a refresh.
        #expect(
            RulesFile.pathProblem("-", localizer: Localizer(language: .en))?.hasPrefix(
                "--rules: - is not a file") == true)
        #expect(RulesFile.pathProblem("/dev/zero", localizer: Localizer(language: .en)) != nil)
    }

    @Test func offlineListsTheBuiltInPromotionsAndSaysSo() async {
        let run = await run(["rules", "--store", "memory", "--offline"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("voucher-2x1"))
        #expect(run.stdout.contains("Offline: showing the promotions built into the app."))
    }

    /// The window shows in the user's zone, whichever way `TZ` names it; JSON stays UTC.
    @Test(arguments: ["Europe/Madrid", ":Europe/Madrid", "/usr/share/zoneinfo/Europe/Madrid"])
    func windowsShowInTheUsersTimeZone(tz: String) async throws {
        let stdout = Mutex("")
        let output = TextOutput { text in stdout.withLock { $0 += text } }
        let bootstrap = AppBootstrap(
            appName: PricingCommandApp.name, environment: ["LANG": "en_US.UTF-8", "TZ": tz],
            clock: ManualClock(), output: output)
        let status = await MosaicMain<PricingCommandApp>.run(
            ["rules", "--store", "memory", "--latency", "0"], bootstrap: bootstrap, errors: output)
        let table = stdout.withLock { $0 }
        #expect(status == 0, "\(table)")
        let winter = try #require(table.split(separator: "\n").first { $0.hasPrefix("winter-caps") })
        // 2026-12-01T00:00:00+01:00 is midnight on 1 December in Madrid, not 23:00 on 30 November.
        #expect(
            winter.hasSuffix("Dec 1, 2026 at 12:00\u{202F}AM – Mar 1, 2027 at 12:00\u{202F}AM"), "\(winter)")

        stdout.withLock { $0 = "" }
        _ = await MosaicMain<PricingCommandApp>.run(
            ["rules", "--store", "memory", "--latency", "0", "--format", "json"], bootstrap: bootstrap,
            errors: output)
        #expect(stdout.withLock { $0 }.contains(#""validFrom" : "2026-11-30T23:00:00Z""#), "JSON stays UTC")
    }
}
