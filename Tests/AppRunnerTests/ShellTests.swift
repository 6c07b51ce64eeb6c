import AppCore
import AppRunnerTestSupport
import Formatting
import Foundation
import Localization
import MosaicTestSupport
import TerminalUI
import Testing

/// The shell around every app's screens, end to end through `--keys`: the status line's facts,
/// the `?` overlay, the command palette over the app's tabs, mouse scripts and `--no-mouse`.
@MainActor @Suite struct ShellTests {
    private let memory = ["--store", "memory"]

    /// The row above the footer of a printed frame.
    private func statusLine(_ frame: String) -> String {
        let rows = frame.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.isEmpty }
        return rows.count >= 2 ? String(rows[rows.count - 2]) : ""
    }

    @Test func theStatusLineNamesTheEnvironment() async throws {
        let mock = await runApp(SampleApp.self, ["--plain"] + memory)
        #expect(statusLine(mock.stdout).hasPrefix(" mock data "), "\(mock.stdout)")
        #expect(statusLine(mock.stdout).hasSuffix("? help  : commands"))
        let offline = await runApp(SampleApp.self, ["--plain", "--offline", "--language", "pl"] + memory)
        #expect(statusLine(offline.stdout).hasPrefix(" dane testowe · offline "), "\(offline.stdout)")
        let path = temporaryPath("items.json")
        try #"[{"id":9,"name":"From file"}]"#.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let file = await runApp(
            SampleApp.self, ["--plain", "--data-file", path, "--language", "de"] + memory)
        #expect(statusLine(file.stdout).hasPrefix(" Datendatei "), "\(file.stdout)")
    }

    @Test func syncTimesReadAsTodaysTimeOrAnEarlierDateInTheUsersZone() {
        let warsaw = TimeZone(identifier: "Europe/Warsaw") ?? .gmt
        let now = Date(timeIntervalSince1970: 1_700_000_000)  // 2023-11-14 23:13 in Warsaw
        let formatters = Formatters(language: .pl, timeZone: warsaw)
        let labels = ShellLabels(Localizer(language: .pl)).withStatus(
            source: .environment(.prod), offline: false, formatters: formatters, now: { now })
        #expect(labels.environment == "produkcja")
        #expect(labels.synced?(now.addingTimeInterval(-3600)) == "zsynchronizowano 22:13")
        let yesterday = labels.synced?(now.addingTimeInterval(-86_400)) ?? ""
        #expect(yesterday.hasPrefix("zsynchronizowano 13 lis 2023"), "\(yesterday)")
        let english = ShellLabels(Localizer(language: .en)).withStatus(
            source: .environment(.stage), offline: true,
            formatters: Formatters(language: .en, timeZone: .gmt), now: { now })
        #expect(english.environment == "stage · offline")
        #expect(english.synced?(now) == "synced 10:13\u{202F}PM")
    }

    @Test func questionMarkShowsTheKeysInTheUsersLanguage() async {
        let run = await runApp(TwoTabApp.self, ["--keys", "?", "--language", "de"] + memory)
        #expect(run.status == 0, "\(run.stderr)")
        for text in ["Tasten · Sample", "Dieser Bildschirm", "Überall", "Befehlspalette", "Mausrad", "1–9"] {
            #expect(run.stdout.contains(text), "\(text) in \(run.stdout)")
        }
        let closed = await runApp(TwoTabApp.self, ["--keys", "? x", "--language", "de"] + memory)
        #expect(!closed.stdout.contains("Überall"))
    }

    @Test func withoutTheMouseTheHelpLeavesItOut() async {
        let run = await runApp(TwoTabApp.self, ["--keys", "?", "--no-mouse"] + memory)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("Everywhere"))
        #expect(!run.stdout.contains("wheel"))
    }

    @Test func thePaletteFindsATabByNameAndGoesThere() async {
        let run = await runApp(TwoTabApp.self, ["--keys", ": s t a t enter"] + memory)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("Nothing to load here."))
        let listed = await runApp(TwoTabApp.self, ["--keys", "ctrl-p", "--language", "es"] + memory)
        #expect(listed.stdout.contains("Comandos"))
        #expect(listed.stdout.contains("Static"))
        #expect(listed.stdout.contains("ir a"))
    }

    @Test func aScriptedClickOnTheTabBarSwitchesTabs() async {
        // Row 0 is the title bar, row 1 the tab bar: " 1 Sample " then " 2 Static " from column 12.
        let run = await runApp(TwoTabApp.self, ["--keys", "click:14,1"] + memory)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("Nothing to load here."))
        let wheel = await runApp(SampleApp.self, ["--keys", "wheel-down:5,5 wheel-down:5,5 enter"] + memory)
        #expect(wheel.stdout.contains("Kiwi"), "two notches down, then open: \(wheel.stdout)")
        #expect(!wheel.stdout.contains("Apple"))
    }

    @Test func jAndKMoveLikeTheArrows() async {
        let run = await runApp(SampleApp.self, ["--keys", "j j k j enter"] + memory)
        #expect(run.stdout.contains("Kiwi"), "\(run.stdout)")
        #expect(!run.stdout.contains("Apple"), "the detail screen shows")
    }
}
