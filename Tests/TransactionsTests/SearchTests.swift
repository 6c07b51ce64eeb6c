import Formatting
import Foundation
import Localization
import TerminalUI
import Testing
import TransactionsInterface
import TransactionsTesting

@testable import Transactions

/// `/` on the transactions list as a person types it (`--keys`-style scripts), and clicks.
@MainActor @Suite struct SearchTests {
    private func session(_ language: Language = .en) async throws -> (HeadlessSession, TransactionsListScreen)
    {
        let screen = TransactionsListScreen(
            model: TransactionsListViewModel(
                repository: try makeRepository(FakeTransactionsSource(returning: TransactionFixtures.sample))),
            presenter: presenter(language))
        let session = HeadlessSession(root: screen, size: TerminalSize(width: 100, height: 24))
        try await session.settle()
        return (session, screen)
    }

    private func keys(_ script: String) throws -> [Key] { try KeyScript.parse(script) }

    /// The partner names on screen, top to bottom.
    private func partners(_ frame: String) -> [String] {
        frame.split(separator: "\n").compactMap { line in
            line.firstMatch(of: /\d{4} +(\S+)/).map { String($0.output.1) }
        }
    }

    @Test func partnersDescriptionsAmountsAndReferencesMatch() async throws {
        let (session, screen) = try await session()
        #expect(screen.isSearchable)
        try await session.send(keys("/ k a u f"))
        #expect(partners(session.frameText()) == ["Kaufland", "Kaufland"])
        #expect(session.frameText().contains("/ kauf▏  2 matches"))
        try await session.send(keys("esc / - 2 0 0"))
        #expect(partners(session.frameText()) == ["Kaufland"], "the amount as shown, -200 points")
        try await session.send(keys("esc / b r i l l e"))
        #expect(partners(session.frameText()) == ["Apollo-Optik"], "descriptions")
        try await session.send(keys("esc / 0 0 0 3 3 3"))
        #expect(partners(session.frameText()) == ["PAYBACK"], "the reference")
        session.quit()
    }

    @Test func theSelectionStaysOnTheSameTransaction() async throws {
        let (session, _) = try await session()
        try await session.send(keys("/ a r a l down"))
        #expect(session.frameText().contains("▸ Feb 14, 2023  Aral"))
        try await session.send(keys("enter esc"))
        let frame = session.frameText()
        #expect(partners(frame).count == 8, "Esc cleared the kept search")
        #expect(frame.contains("▸ Feb 14, 2023  Aral"))
        #expect(
            frame.contains("Filter: All categories · 8 transactions"),
            "with the search cleared, the summary is the filter's again")
        session.quit()
    }

    /// With a search narrowing the rows, the summary counts and sums the rows
    /// shown, saying of how many ("2 of 8 transactions"), never the whole filter's figures.
    @Test func theSummaryCountsAndSumsWhatASearchShows() async throws {
        let (session, _) = try await session()
        #expect(session.frameText().contains("Filter: All categories · 8 transactions"))
        #expect(session.frameText().contains("Sum: 2,552 points"))
        try await session.send(keys("/ a r a l"))
        var frame = session.frameText()
        #expect(frame.contains("Filter: All categories · 2 of 8 transactions"), "\(frame)")
        #expect(frame.contains("Sum: 102 points"), "58 + 44: \(frame)")
        #expect(!frame.contains("2,552"), "\(frame)")
        try await session.send(keys("esc"))
        frame = session.frameText()
        #expect(frame.contains("Filter: All categories · 8 transactions"), "\(frame)")
        #expect(frame.contains("Sum: 2,552 points"), "\(frame)")
        session.quit()
    }

    @Test func fiftyThousandTransactionsSearchAndKeepTheSelection() async throws {
        let many = (0..<50_000).map { number in
            var transaction = TransactionFixtures.sample[number % TransactionFixtures.sample.count]
            transaction.reference = String(format: "R%06d", number)
            return transaction
        }
        let screen = TransactionsListScreen(
            model: TransactionsListViewModel(
                repository: try makeRepository(FakeTransactionsSource(returning: many))),
            presenter: presenter(.en))
        let session = HeadlessSession(root: screen, size: TerminalSize(width: 100, height: 24))
        try await session.settle()
        #expect(session.frameText().contains("50,000 transactions"))
        try await session.send(keys("/ r 0 4 9 9 9"))
        #expect(session.frameText().contains("10 matches"), "R049990 … R049999")
        try await session.send(keys("0"))
        #expect(session.frameText().contains("1 match"))
        try await session.send(keys("enter enter"))
        #expect(session.frameText().contains("R049990"), "the match opens")
        session.quit()
    }

    @Test func aKeptSearchOpensTheSelectedTransaction() async throws {
        let (session, _) = try await session(.de)
        try await session.send(keys("/ g a l e r i a enter"))
        #expect(session.frameText().contains("/ galeria  1 Treffer · / bearbeiten · esc löschen"))
        try await session.send(.enter)
        #expect(session.frameText().contains("Transaktionen › Galeria"))
        session.quit()
    }

    @Test func nothingMatchingSaysSo() async throws {
        let (session, _) = try await session()
        try await session.send(keys("/ z z"))
        #expect(session.frameText().contains("No matches for “zz”"))
        #expect(partners(session.frameText()).isEmpty)
        session.quit()
    }

    @Test func aClickSelectsAndASecondClickOpens() async throws {
        let (session, screen) = try await session()
        let body = session.navigator.bodyContext(in: RenderContext(size: session.size, theme: .noColor))
        // Body rows: 0 the filter and sum, 1 blank, 2 the first transaction, 3 the second.
        let click = Key.mouse(MouseEvent(.press(.left), column: 20, row: 3))
        guard case .handled = screen.handle(click, in: body) else {
            Issue.record("the first click selects")
            return
        }
        #expect(session.frameText().contains("▸ Apr 28, 2023  Kaufland"))
        guard case .push(let details) = screen.handle(click, in: body) else {
            Issue.record("the second click opens")
            return
        }
        #expect(details.title == "Kaufland")
        guard case .ignored = screen.handle(.mouse(MouseEvent(.press(.left), column: 20, row: 0)), in: body)
        else {
            Issue.record("the summary is not a transaction")
            return
        }
        // The search bar takes the blank row's place: the rows stay where they were.
        try await session.send(keys("/ a r a l"))
        guard case .handled = screen.handle(click, in: body) else {
            Issue.record("a click while typing selects")
            return
        }
        #expect(session.frameText().contains("▸ Feb 14, 2023  Aral"))
        session.quit()
    }

    @Test(arguments: ["Asia/Kathmandu", "America/St_Johns", "Europe/Berlin", "Australia/Lord_Howe", "UTC"])
    func dayTextsFormattedOncePerQuarterHourReadAsFormattedEachTime(zone: String) throws {
        // Every 17 minutes 13 seconds for 400 days from 2025-01-01, crossing midnights and the
        // daylight-saving changes, in zones 30 and 45 minutes off the hour too.
        let timeZone = try #require(TimeZone(identifier: zone))
        let localizer = Localizer(language: .en)
        let texts = TransactionsTexts(
            localizer: localizer, formatters: Formatters(localizer: localizer, timeZone: timeZone))
        var known = TextMemo<Int64>()
        var checked = 0
        var wrong: [Date] = []
        for step in 0..<(400 * 86_400 / 1033) {
            let date = Date(timeIntervalSince1970: 1_735_689_600 + Double(step) * 1033 + 0.5)
            if TransactionsListIndex.day(date, texts: texts, known: &known) != texts.day(date) {
                wrong.append(date)
            }
            // Asked again: now from the memo.
            if TransactionsListIndex.day(date, texts: texts, known: &known) != texts.day(date) {
                wrong.append(date)
            }
            checked += 1
        }
        #expect(wrong.isEmpty, "\(wrong.prefix(5))")
        #expect(
            checked > 33_000 && known.count <= checked, "\(known.count) quarter hours for \(checked) dates")
    }
}
