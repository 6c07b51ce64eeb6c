import AppCore
import AppRunner
import Foundation
import MosaicTestSupport
import Testing

@testable import PacksApp
@testable import PaybackApp
@testable import StoreApp

/// What every app draws around its screens, through the real apps and `--keys`: human titles,
/// one spelling of Enter, a footer that keeps quit, and a language switch that applies at once.
@MainActor @Suite(.hangsAfter(minutes: 10)) struct AppChromeTests {
    private static let quick = ["--store", "memory", "--latency", "0", "--failure-rate", "0"]

    private func payback(_ keys: String, language: String = "en", columns: Int = 120) async -> AppRun {
        await MosaicMain<PaybackApp>.runCapturing(
            ["--keys", keys, "--language", language] + Self.quick,
            environment: ["COLUMNS": "\(columns)", "LINES": "24"])
    }

    private func store(_ keys: String, columns: Int = 120) async -> AppRun {
        await MosaicMain<StoreApp>.runCapturing(
            ["--keys", keys, "--language", "en"] + Self.quick,
            environment: ["COLUMNS": "\(columns)", "LINES": "24"])
    }

    private func rows(_ run: AppRun) -> [String] {
        run.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            .filter { !$0.isEmpty }
    }

    @Test func appsAreTitledByTheirProductNotTheirBinary() async {
        let payback = await payback("1")
        #expect(rows(payback).first?.hasPrefix(" WorldOfPAYBACK") == true, "\(payback.stdout)")
        let store = await store("1")
        #expect(rows(store).first?.hasPrefix(" Cabify Store") == true, "\(store.stdout)")
        #expect(PacksApp.title == "InPost Parcels")
    }

    @Test func choosingGermanInSettingsSwitchesTheTabBarAndFooterAtOnce() async throws {
        // Settings tab, the language picker, Deutsch (after Automatic, English, Polski).
        let run = await payback("3 enter down down down enter")
        #expect(run.status == 0, "\(run.stderr)")
        let frame = rows(run)
        try #require(frame.count > 1)
        #expect(frame[1].contains("1 Feed   2 Transaktionen   3 Einstellungen"), "\(run.stdout)")
        #expect(frame.last?.contains("tab Tab wechseln  q beenden") == true, "\(run.stdout)")
        #expect(run.stdout.contains("Sprache            Deutsch"), "\(run.stdout)")

        let transactions = await payback("3 enter down down down enter 2")
        #expect(transactions.stdout.contains("Alle Kategorien · 16 Transaktionen"), "\(transactions.stdout)")
        #expect(transactions.stdout.contains("Punkte"), "the other tabs are German too")
        #expect(!transactions.stdout.contains("points"), "\(transactions.stdout)")
    }

    @Test func theFooterKeepsQuitAt80ColumnsInGerman() async {
        let run = await payback("2", language: "de", columns: 80)
        let footer = rows(run).last ?? ""
        #expect(footer.hasSuffix("q beenden"), "\(footer)")
        #expect(footer.contains("…"), "hints left out are marked: \(footer)")
    }

    @Test func enterIsSpelledTheSameOnEveryScreen() async {
        let screens = [
            await payback("1"), await payback("2"), await payback("2 f"), await payback("3"),
            await payback("3 enter"), await store("1"), await store("2"), await store("3"), await store("o"),
        ]
        for run in screens {
            #expect(!run.stdout.contains("↵"), "\(run.stdout)")
        }
        // The screens that used to say "↵": transactions, their filter, the catalog, promotions.
        for index in [1, 2, 6, 7] {
            #expect(rows(screens[index]).last?.contains(" enter ") == true, "\(screens[index].stdout)")
        }
    }
}
