import AppCore
import AppRunner
import AppRunnerTestSupport
import ArgumentParser
import Clocks
import DataStorage
import Foundation
import MosaicTestSupport
import TerminalUI
import Testing
@testable import HiringApp
@testable import MosaicApp
@testable import OrdersApp
@testable import PacksApp
@testable import PaybackApp
@testable import StoreApp

/// The super-app `mosaic`: the five products' own plugin lists, one tab each, in one container,
/// without any feature knowing; `--only` picks tabs; every product's subcommands run under its
/// name exactly as in the product's executable.
@MainActor @Suite(.hangsAfter(minutes: 10)) struct MosaicCompositionTests {
    private static let quick = [
        "--store", "memory", "--latency", "0", "--failure-rate", "0", "--language", "en",
    ]

    private func context(_ arguments: [String] = ["--store", "memory"], only: String? = nil) throws
        -> AppContext
    {
        try appContext(
            MosaicApp.self, options: try MosaicApp.Options.parse(only.map { ["--only", $0] } ?? []),
            arguments: arguments)
    }

    private func mosaic(_ arguments: [String], columns: Int = 120) async -> AppRun {
        await MosaicMain<MosaicApp>.runCapturing(
            arguments, environment: ["COLUMNS": "\(columns)", "LINES": "30"])
    }

    private func rows(_ run: AppRun) -> [String] {
        run.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            .filter { !$0.isEmpty }
    }

    @Test func everyProductIsOneTabAndSettingsIsSharedOnce() throws {
        let context = try context()
        #expect(
            context.rootPlugins.map(\.id) == ["packs", "payback", "store", "orders", "hiring", "settings"])
        // The container gets every feature, each once: the products' own lists, flattened.
        let features = context.plugins.map(\.id)
        #expect(
            features == [
                "packs", "feed", "transactions", "cart", "catalog", "pricing", "orders", "hiring", "settings",
            ], "\(features)")
        #expect(Set(features).count == features.count, "no feature twice: \(features)")
    }

    @Test func theProductBarKeepsStableNamesAndFitsEightyColumns() async throws {
        let only = await mosaic(["--plain", "--store", "memory", "--only", "orders"], columns: 80)
        let bar = try #require(rows(only).first { $0.contains("Settings") }, "\(only.stdout)")
        #expect(
            bar.trimmingCharacters(in: .whitespaces).split(separator: " ", omittingEmptySubsequences: true)
                == ["Orders", "Settings"], "\(bar)")
        let all = await mosaic(["--plain", "--store", "memory"], columns: 80)
        let full = try #require(rows(all).first { $0.contains("Parcels") }, "\(all.stdout)")
        #expect(full.contains("Settings"), "every product fits at 80 columns: \(full)")
        #expect(!full.contains("…"), "no tab is cut: \(full)")
    }

    @Test func everyRegistrationResolvesAndNoFeatureOverridesAnothers() throws {
        let context = try context()
        #expect(!context.registrations.isEmpty)
        for registration in context.registrations where !registration.requiresArguments {
            #expect(registration.resolves(in: context.resolver), "\(registration) resolves")
        }
        // A service registered twice under one key would silently replace the first feature's.
        let keys = context.registrations.map(\.description)
        let repeated = Dictionary(grouping: keys, by: { $0 }).filter { $0.value.count > 1 }.keys.sorted()
        #expect(repeated.isEmpty, "registered more than once: \(repeated)")
    }

    @Test func oneDatabaseHoldsEveryFeaturesTables() throws {
        let database = try #require(try context().resolver.resolve(AppDatabase.self))
        for migration in [
            "Packs.", "Transactions.", "Catalog.", "Orders.", "Hiring.",
        ] {
            #expect(
                database.registeredMigrations.contains { $0.hasPrefix(migration) },
                "\(migration) in \(database.registeredMigrations)")
        }
    }

    @Test func theRootIsAProductTabBarWithTheWalletsOwnTabsInside() throws {
        let context = try context()
        let screens = try context.rootPlugins.map { try $0.makeRootScreen(context.resolver) }
        #expect(
            screens.map(\.title) == [
                "Parcels", "WorldOfPAYBACK", "Cabify Store", "Orders", "Hiring", "Settings",
            ])
        try #require(screens.count > 2)
        let wallet = try #require(screens[1] as? TabContainer)
        #expect(wallet.tabs.map(\.title) == ["Feed", "Transactions"])
        let store = try #require(screens[2] as? TabContainer)
        #expect(store.tabs.count == 3)
    }

    @Test func theStartMakesTheProductShowingOnlyAndTheOthersWhenFirstNeeded() throws {
        let context = try context()
        let root = try #require(try context.makeLocalizedRoot(title: "Mosaic").tabHost)
        try #require(root.tabs.count == 6)
        #expect(!(root.tabs[0] is LazyScreen), "the first product is made at once")
        let later = root.tabs.dropFirst().compactMap { $0 as? LazyScreen }
        #expect(later.count == 5 && later.allSatisfy { !$0.isMade })
        root.select(2)
        #expect(root.tabs[2].title == "Cabify Store")
        #expect(later.map(\.isMade) == [false, true, false, false, false])
    }

    @Test func onlyPicksProductsInTheGivenOrderByNameOrAlias() throws {
        #expect(try context(only: "orders,packs").rootPlugins.map(\.id) == ["orders", "packs", "settings"])
        #expect(
            try context(only: "Wallet, hiring,wallet").rootPlugins.map(\.id) == [
                "payback", "hiring", "settings",
            ])
        // Only the picked products' features are in the container.
        #expect(try context(only: "hiring").plugins.map(\.id) == ["hiring", "settings"])
    }

    @Test func anUnknownProductIsAUsageErrorNamingTheChoices() async {
        let run = await mosaic(["--only", "packs,parcel-lockers", "--plain"] + Self.quick)
        #expect(run.status == ExitStatus.usage)
        #expect(
            run.stderr.contains(
                "--only: 'parcel-lockers' is not one of packs, payback, store, orders, hiring."),
            "\(run.stderr)")
        #expect(run.stdout.isEmpty)
    }

    /// `--now` and `--rules` set up the store's tab: with `--only` leaving it out they would do
    /// nothing, so they are refused, saying how to keep the store.
    @Test func storeOptionsWithoutTheStoreAreAUsageError() async {
        let run = await mosaic(["--only", "hiring", "--now", "2026-12-24", "--plain"] + Self.quick)
        #expect(run.status == ExitStatus.usage)
        #expect(
            run.stderr.hasPrefix(
                "error: --now: these set up the store, which --only leaves out; add it (--only hiring,store)."
            ),
            "\(run.stderr)")
        #expect(run.stdout.isEmpty)
        let kept = await mosaic(["--only", "hiring,store", "--now", "2026-12-24", "--plain"] + Self.quick)
        #expect(kept.status == 0, "\(kept.stderr)")
    }

    @Test func plainShowsTheProductTabsAndTheFirstProduct() async throws {
        let run = await mosaic(["--plain", "--only", "packs,payback,orders"] + Self.quick)
        #expect(run.status == 0, "\(run.stderr)")
        let frame = rows(run)
        #expect(frame.first?.hasPrefix(" Mosaic") == true, "\(run.stdout)")
        // Products switch with [ and ], so their bar is not numbered (1-9 belong to a product's own tabs).
        try #require(frame.count > 1)
        #expect(frame[1].contains("Parcels   WorldOfPAYBACK   Orders   Settings"), "\(run.stdout)")
        #expect(!frame[1].contains("1 Parcels"), "\(run.stdout)")
        #expect(run.stdout.contains("17 parcels"), "\(run.stdout)")
    }

    @Test(arguments: [
        (["list", "--format", "json"], "packs"),
        (["transactions", "--format", "json"], "payback"),
        (["products", "--format", "json"], "store"),
        // The returned order never moves on, however slow the run (the others move every 5 s).
        (["show", "WB-1007", "--format", "json"], "orders"),
        (["list", "--format", "json"], "hiring"),
    ])
    func eachProductsSubcommandPrintsWhatItsOwnAppPrints(arguments: [String], product: String) async {
        let hosted = await mosaic([product] + arguments + Self.quick)
        let own: AppRun
        switch product {
        case "packs": own = await MosaicMain<PacksApp>.runCapturing(arguments + Self.quick)
        case "payback": own = await MosaicMain<PaybackApp>.runCapturing(arguments + Self.quick)
        case "store": own = await MosaicMain<StoreApp>.runCapturing(arguments + Self.quick)
        case "orders": own = await MosaicMain<OrdersApp>.runCapturing(arguments + Self.quick)
        default: own = await MosaicMain<HiringApp>.runCapturing(arguments + Self.quick)
        }
        #expect(hosted.status == 0, "\(hosted.stderr)")
        #expect(own.status == 0, "\(own.stderr)")
        #expect(hosted.stdout.contains("\"source\""), "\(hosted.stdout)")
        // Sync times differ by a few milliseconds between the two runs; everything else is equal.
        #expect(Self.withoutTimes(hosted.stdout) == Self.withoutTimes(own.stdout))
    }

    @Test func dataFileReplacesTheRunningProductsData() async throws {
        let file = URL(fileURLWithPath: temporaryPath("mosaic-hiring.json"))
        try Data(#"[{"id": 7, "listId": 3, "name": "Item 7"}, {"id": 8, "listId": 3, "name": null}]"#.utf8)
            .write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let run = await mosaic(["hiring", "list", "--data-file", file.path, "--format", "csv"] + Self.quick)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == "listId,id,name\n3,7,Item 7\n", "\(run.stdout)")
    }

    @Test func storeOptionsWorkForTheStoreAndAreRefusedElsewhere() async {
        let priced = await mosaic(["store", "price", "CAP", "CAP", "--now", "2026-12-24"] + Self.quick)
        #expect(priced.status == 0, "\(priced.stderr)")
        #expect(priced.stdout.contains("€25.41"), "\(priced.stdout)")  // 4.485 off rounds to 4.49

        let refused = await mosaic(["packs", "list", "--now", "2026-12-24"] + Self.quick)
        #expect(refused.status == ExitStatus.usage)
        #expect(
            refused.stderr.contains("--rules, --now apply to the store's commands"), "\(refused.stderr)")

        let only = await mosaic(["orders", "list", "--only", "packs"] + Self.quick)
        #expect(only.status == ExitStatus.usage)
        #expect(only.stderr.contains("--only picks the tabs"), "\(only.stderr)")
    }

    /// Without `--language` or locale variables, a hosted subcommand answers in its product's
    /// default language, exactly as the product's own app does (the store's Spanish, the
    /// wallet's German, the parcels' Polish); mistakes on its command line too.
    @Test(arguments: [
        (["price", "CAP", "CAP"], "store"), (["transactions"], "payback"), (["list"], "packs"),
        // The mock's orders are placed relative to the start of each run: JSON (its localized
        // status name, ISO times left out of the comparison) of the one order that never moves.
        (["show", "WB-1007", "--format", "json"], "orders"), (["list"], "hiring"), (["price"], "store"),
    ])
    func eachProductsSubcommandSpeaksItsOwnAppsLanguage(arguments: [String], product: String) async {
        let quick = ["--store", "memory", "--latency", "0", "--failure-rate", "0"]
        let environment = ["COLUMNS": "120"]
        // One frozen instant for both runs, so "updated now" cannot differ by a busy second.
        let now = Date(timeIntervalSince1970: 1_795_348_800)
        func run<App: MosaicApplication>(_ app: App.Type, _ arguments: [String]) async -> AppRun {
            await MosaicMain<App>.runCapturing(
                arguments, environment: environment, clock: ImmediateClock(), now: now)
        }
        let hosted = await run(MosaicApp.self, [product] + arguments + quick)
        let own: AppRun
        switch product {
        case "packs": own = await run(PacksApp.self, arguments + quick)
        case "payback": own = await run(PaybackApp.self, arguments + quick)
        case "store": own = await run(StoreApp.self, arguments + quick)
        case "orders": own = await run(OrdersApp.self, arguments + quick)
        default: own = await run(HiringApp.self, arguments + quick)
        }
        #expect(hosted.status == own.status, "\(hosted.stderr) / \(own.stderr)")
        #expect(Self.withoutTimes(hosted.stdout) == Self.withoutTimes(own.stdout), "\(hosted.stdout)")
        #expect(
            hosted.stderr.replacingOccurrences(of: "mosaic \(product) ", with: "\(product) ") == own.stderr,
            "\(hosted.stderr)")
    }

    @Test func helpListsEveryProductAndEachProductsCommands() async {
        let help = await mosaic(["--help"])
        #expect(help.status == 0)
        for product in ["packs", "payback", "store", "orders", "hiring"] {
            #expect(help.stdout.contains("  \(product) "), "\(product) in \(help.stdout)")
        }
        // A hosted product's help speaks that product's language (Polish for parcels).
        let packs = await mosaic(["packs", "--help"])
        #expect(packs.stdout.contains("UŻYCIE: mosaic packs <podpolecenie>"), "\(packs.stdout)")
        let helpCommand = await mosaic(["help", "packs"])
        #expect(helpCommand.stdout == packs.stdout, "\(helpCommand.stdout)")
        #expect(packs.stdout.contains("archive"), "\(packs.stdout)")
    }

    @Test func settingsLanguageAppliesToEveryProductAtOnceKeepingTheTabsShown() async throws {
        // Settings (the last product tab, Ctrl-← from the first), the language picker, Deutsch
        // (after Automatic, English, Polski), then Alt-2 to the wallet.
        let run = await mosaic(["--keys", "ctrl-left enter down down down enter alt-2"] + Self.quick)
        #expect(run.status == 0, "\(run.stderr)")
        let frame = rows(run)
        try #require(frame.count > 2)
        #expect(frame[1].contains("WorldOfPAYBACK"), "\(run.stdout)")
        #expect(frame[2].contains("1 Feed   2 Transaktionen"), "the wallet's own tabs: \(run.stdout)")
        #expect(frame[1].contains("Einstellungen"), "the shared Settings tab is German: \(run.stdout)")
        #expect(run.stdout.contains("Punkte"), "the wallet is German too: \(run.stdout)")
    }

    @Test func settingsAreOneSharedCommandToo() async throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("mosaic.sqlite")
        let set = await mosaic(["settings", "set", "theme", "light", "--store", file.path])
        #expect(set.status == 0, "\(set.stderr)")
        #expect(set.stdout.contains("theme = light (applies on next start)"), "\(set.stdout)")
        let shown = await mosaic(["settings", "show", "--format", "json", "--store", file.path])
        #expect(shown.stdout.contains("\"value\" : \"light\""), "\(shown.stdout)")
        let bad = await mosaic(["settings", "set", "theme", "solarized", "--store", file.path])
        #expect(bad.status == ExitStatus.usage)
        #expect(bad.stderr.contains("not a theme (dark, light, no-color)"), "\(bad.stderr)")
    }

    /// `text` with ISO 8601 date-times replaced by a marker.
    private static func withoutTimes(_ text: String) -> String {
        text.replacingOccurrences(
            of: #"\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:?\d{2})"#, with: "<time>",
            options: .regularExpression)
    }
}
