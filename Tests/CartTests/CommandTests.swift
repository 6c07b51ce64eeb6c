import AppCore
import AppRunner
import CartInterface
import CartTesting
import CatalogTesting
import Clocks
import DataStorage
import Foundation
import Localization
import MosaicTestSupport
import PricingTesting
import Testing

@testable import Cart

/// A one-plugin app to run Cart's commands through the real runner, over fake catalog and pricing.
enum CartCommandApp: MosaicApplication {
    static let name = "cart-command-test"
    static let abstract = "Cart commands under test."
    static let commands: [any PluginCommand.Type] = CartPlugin.commands
    static func plugins(_ options: NoOptions) -> [any FeaturePlugin] {
        [
            CartPlugin(
                catalog: FakeCatalogService(snapshot: CatalogFixtures.snapshot(syncedAt: referenceDate)),
                pricing: FakePricingService(
                    rules: PricingFixtures.referenceRules, syncedAt: referenceDate,
                    pricing: .percentOff(10, name: "Ten off")),
                describer: FakePromotionDescriber(), origin: referenceDate)
        ]
    }
}

@MainActor
func run(_ arguments: [String], language: String = "en_US.UTF-8") async -> AppRun {
    await MosaicMain<CartCommandApp>.runCapturing(
        arguments, environment: ["LANG": language], timeZone: TimeZone(identifier: "UTC")!,
        clock: ImmediateClock())
}

/// `price` and `orders` through the runner.
@MainActor @Suite struct CommandTests {
    @Test func pricesScannedCodesWithLinesDiscountsAndTotal() async throws {
        let run = await run(["price", "VOUCHER", "MUG", "VOUCHER", "--store", "memory"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("VOUCHER  Cabify Voucher"))
        #expect(run.stdout.contains("− Ten off (10% off 2 units)"))
        #expect(run.stdout.contains("€17.50"), "subtotal")
        #expect(run.stdout.contains("-€1.00"), "the discounts")
        #expect(run.stdout.contains("-€0.75"), "the discounts")
        #expect(run.stdout.contains("€15.75"), "total")
        // "You save" is followed by what is saved, not by a negative amount.
        let savings = try #require(run.stdout.split(separator: "\n").first { $0.contains("You save") })
        #expect(savings.hasSuffix(" €1.75"), "\(savings)")
    }

    @Test func noCodesIsAUsageError() async {
        let run = await run(["price", "--store", "memory"], language: "es_ES.UTF-8")
        #expect(run.status == 64)
        #expect(
            run.stderr == "error: Indica al menos un código de producto, p. ej. 'price VOUCHER TSHIRT'. "
                + "Consulta 'cart-command-test price --help'.\n", "in the user's language, on one line")
        #expect(run.stdout.isEmpty)
    }

    @Test func anUnknownCodeIsADataErrorListingTheKnownOnes() async {
        let run = await run(["price", "VOUCHER", "BANANA", "--store", "memory"])
        #expect(run.status == 65)
        #expect(run.stderr.contains("Unknown product code 'BANANA'"))
        #expect(run.stderr.contains("VOUCHER, TSHIRT, MUG"))
        #expect(run.stdout.isEmpty, "nothing is priced when a code is wrong")
    }

    @Test func codesAreMatchedIgnoringCaseAndTheBlanksAroundThem() async {
        let lower = await run(["price", "voucher", "Mug", "--store", "memory", "--format", "json"])
        let pasted = await run(["price", " VOUCHER", "mug\n", "--store", "memory", "--format", "json"])
        let exact = await run(["price", "VOUCHER", "MUG", "--store", "memory", "--format", "json"])
        #expect(lower.status == 0, "\(lower.stderr)")
        #expect(lower.stdout == exact.stdout)
        #expect(pasted.stdout == exact.stdout, "\(pasted.stderr)")
    }

    /// A code with an escape sequence pasted into it is read as every typed id is (AppCore's
    /// `TypedIdentifier`): refused before anything is loaded and shown escaped, not stripped; a
    /// code read from a file is quoted the same way when it is unknown.
    @Test func aCodeWithControlCharactersIsShownEscaped() async throws {
        let escaped = #"'MU\u{1b}[2JG' contains control characters; an identifier is plain text."#
        for arguments in [
            ["cart", "add", "MU\u{1B}[2JG"], ["cart", "remove", "MU\u{1B}[2JG"], ["price", "MU\u{1B}[2JG"],
        ] {
            let run = await run(arguments + ["--store", "memory"])
            #expect(run.status == 64, "\(arguments): \(run.stderr)")
            #expect(run.stderr.hasPrefix("error: " + escaped), "\(arguments): \(run.stderr)")
            #expect(run.stdout.isEmpty)
        }
        let empty = await run(["cart", "add", " ", "--store", "memory"], language: "pl_PL.UTF-8")
        #expect(empty.status == 64)
        #expect(empty.stderr.hasPrefix("error: Podaj kod produktu, np. 'cart add MUG'."), "\(empty.stderr)")
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appending(path: "codes.txt")
        try "MUG MU\u{1B}[2JG".write(to: file, atomically: true, encoding: .utf8)
        let fromFile = await run(["price", "--codes-file", file.path, "--store", "memory"])
        #expect(fromFile.status == 65)
        #expect(
            fromFile.stderr.hasPrefix(#"error: Unknown product code 'MU\u{1b}[2JG'."#), "\(fromFile.stderr)")
    }

    @Test func jsonLinesAddUpToTheTotalInWholeCents() async throws {
        // The engine's rounding of fractions of a cent is tested in PricingEngineTests; here the
        // report keeps what it was given: amounts in cents whose lines sum to the total.
        let run = await run([
            "price", "TSHIRT", "VOUCHER", "VOUCHER", "VOUCHER", "--store", "memory", "--format", "json",
        ])
        #expect(run.status == 0, "\(run.stderr)")
        let report = try #require(
            try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let lines = try #require(report["lines"] as? [[String: Any]])
        let totals = lines.compactMap { Decimal(string: $0["total"] as? String ?? "") }
        #expect(totals.reduce(0, +) == Decimal(string: report["total"] as? String ?? ""))
        for line in lines {
            for discount in line["discounts"] as? [[String: Any]] ?? [] {
                let saved = discount["saved"] as? String ?? ""
                #expect(saved.split(separator: ".").last?.count == 2, "\(saved) has cents only")
            }
        }
    }

    @Test func jsonHasExactAmounts() async throws {
        let run = await run(["price", "MUG", "MUG", "--store", "memory", "--format", "json"])
        #expect(run.status == 0, "\(run.stderr)")
        let report = try #require(
            try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(report["subtotal"] as? String == "15.00")
        #expect(report["total"] as? String == "13.50")
        #expect(report["currency"] as? String == "EUR")
        let lines = try #require(report["lines"] as? [[String: Any]])
        #expect(lines.first?["quantity"] as? Int == 2)
        #expect((lines.first?["discounts"] as? [[String: Any]])?.first?["saved"] as? String == "1.50")
    }

    @Test func codesFromAFileArePricedLikeTheSameCodesAsArguments() async throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appending(path: "basket.txt")
        try "VOUCHER\nmug  VOUCHER\n\n\tTSHIRT\n".write(to: file, atomically: true, encoding: .utf8)
        let fromFile = await run([
            "price", "--codes-file", file.path, "--store", "memory", "--format", "json",
        ])
        let fromArguments = await run([
            "price", "VOUCHER", "mug", "VOUCHER", "TSHIRT", "--store", "memory", "--format", "json",
        ])
        #expect(fromFile.status == 0, "\(fromFile.stderr)")
        #expect(fromFile.stdout == fromArguments.stdout)
        let mixed = await run(["price", "TSHIRT", "--codes-file", file.path, "--store", "memory"])
        #expect(mixed.stdout.contains("TSHIRT    Cabify T-Shirt") || mixed.stdout.contains("Cabify T-Shirt"))
    }

    @Test func codesFileProblemsAreUsageOrDataErrorsInTheUsersLanguage() async throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let missing = await run(
            ["price", "--codes-file", directory.appending(path: "none.txt").path, "--store", "memory"],
            language: "pl_PL.UTF-8")
        #expect(missing.status == 64)
        #expect(missing.stderr.contains("--codes-file: '"), "\(missing.stderr)")
        #expect(missing.stderr.contains("none.txt' nie istnieje."), "\(missing.stderr)")
        #expect(!missing.stderr.contains("The file"), "no English system text in Polish: \(missing.stderr)")
        // A folder or a device is no codes file (reading /dev/zero would never end).
        let folder = await run(["price", "--codes-file", directory.path, "--store", "memory"])
        #expect(folder.status == 64)
        #expect(folder.stderr.contains("is a folder, not a file"), "\(folder.stderr)")
        let device = await run(["price", "--codes-file", "/dev/zero", "--store", "memory"])
        #expect(device.status == 64)
        #expect(device.stderr.contains("'/dev/zero' is a device"), "\(device.stderr)")
        let empty = directory.appending(path: "empty.txt")
        try " \n".write(to: empty, atomically: true, encoding: .utf8)
        let noCodes = await run(["price", "--codes-file", empty.path, "--store", "memory"])
        #expect(noCodes.status == 64)
        #expect(noCodes.stderr.contains("No product codes to price"), "\(noCodes.stderr)")
        let binary = directory.appending(path: "binary.txt")
        try Data([0x56, 0xFF, 0xFE]).write(to: binary)
        let notText = await run(["price", "--codes-file", binary.path, "--store", "memory"])
        #expect(notText.status == 65)
        #expect(notText.stderr.contains("not UTF-8 text"), "\(notText.stderr)")
        let unknown = directory.appending(path: "unknown.txt")
        try "VOUCHER BANANA".write(to: unknown, atomically: true, encoding: .utf8)
        #expect(await run(["price", "--codes-file", unknown.path, "--store", "memory"]).status == 65)
    }

    @Test func aLoneDashOrADashFileReadsStandardInputOnce() throws {
        let localizer = Localizer(language: .en)
        var reads = 0
        let input = {
            reads += 1
            return Data("MUG\nVOUCHER".utf8)
        }
        #expect(
            try ScannedCodes.read(
                arguments: ["CAP", "-"], file: "-", localizer: localizer, standardInput: input)
                == [
                    .init(code: "CAP", count: 1), .init(code: "MUG", count: 1),
                    .init(code: "VOUCHER", count: 1),
                ])
        #expect(reads == 1)
        #expect(
            try ScannedCodes.read(
                arguments: [], file: "-", localizer: localizer, standardInput: { Data("A B A".utf8) })
                == [.init(code: "A", count: 2), .init(code: "B", count: 1)])
    }

    @Test func aBadDateIsAUsageError() async {
        let run = await run(["price", "MUG", "--store", "memory", "--at", "soon"])
        #expect(run.status == 64)
        #expect(run.stderr.contains("'soon' is not a date"))
    }

    @Test func ordersListsTheKeptReceipts() async throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = directory.appending(path: "store.sqlite").path
        let empty = await run(["orders", "--store", store])
        #expect(empty.status == 0)
        #expect(empty.stdout.contains("No orders yet"))
        do {
            let database = try AppDatabase(
                location: .file(URL(fileURLWithPath: store)), appName: "cart-tests",
                migrations: [CartMigrations.all])
            _ = try await OrderHistoryStore(database: database).record(
                CartFixtures.referenceReceipt(), charged: [], idempotencyKey: "command-test")
            try database.close()
        }
        let listed = await run(["orders", "--store", store])
        #expect(listed.status == 0, "\(listed.stderr)")
        #expect(listed.stdout.contains("S-000001"))
        #expect(listed.stdout.contains("€74.50"))
        let json = await run(["orders", "--store", store, "--format", "json"])
        #expect(json.stdout.contains(#""total" : "74.50""#))
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(document["source"] as? String == "device")
        #expect(document["syncedAt"] is NSNull)
        #expect(document["skipped"] as? Int == 0)
        #expect((document["orders"] as? [Any])?.count == 1)
    }
}
