import DataStorage
import Foundation
import MosaicTestSupport
import Testing
import TransactionsInterface

@testable import Transactions

/// `transactions [--category N] [--format table|json]` on the real plugin (mock environment).
@MainActor @Suite struct CommandTests {
    private let quick = ["--store", "memory", "--latency", "0", "--failure-rate", "0"]

    @Test func tablePrintsTheSortedListAndTheSum() async throws {
        let run = await runTransactions(["transactions"] + quick)
        #expect(run.status == 0, "\(run.stderr)")
        let lines = run.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first == "DATE          PARTNER            DESCRIPTION        CATEGORY        AMOUNT")
        try #require(lines.count > 3)
        #expect(lines[2] == "Apr 6, 2024   Galeria            Punkte sammeln            3     96 points")
        #expect(lines[3] == "Apr 6, 2024   Penny              Punkte sammeln            1     17 points")
        #expect(
            run.stdout.contains("Mar 15, 2024  Thalia             (no description)          3    120 points"))
        #expect(
            run.stdout.contains("Feb 11, 2024  Alnatura           Punkte einlösen           1   -500 points"))
        // jq '[.items[].transactionDetail.value.amount] | add' Mocks/Resources/transactions.json → 2451
        #expect(run.stdout.hasSuffix("\nSum: 2,451 points (All categories, 16 transactions)\n"))
        #expect(run.stderr.isEmpty)
    }

    /// The region part of LANG (and LC_ALL, LC_NUMERIC, LC_TIME, LC_MONETARY) formats dates and
    /// numbers, as Settings' region does; it was ignored (`en_GB` printed "Apr 6, 2024").
    @Test func theEnvironmentsRegionFormatsDatesAndNumbers() async throws {
        let british = await runTransactions(["transactions"] + quick, environment: ["LANG": "en_GB.UTF-8"])
        #expect(british.status == 0, "\(british.stderr)")
        #expect(british.stdout.contains("\n6 Apr 2024 "), "\(british.stdout)")
        #expect(!british.stdout.contains("Apr 6, 2024"), "\(british.stdout)")
        #expect(british.stdout.hasSuffix("\nSum: 2,451 points (All categories, 16 transactions)\n"))

        let swiss = await runTransactions(["transactions"] + quick, environment: ["LANG": "de_CH.UTF-8"])
        #expect(swiss.status == 0, "\(swiss.stderr)")
        #expect(swiss.stdout.contains("Summe: 2\u{2019}451 Punkte"), "\(swiss.stdout)")
        #expect(!swiss.stdout.contains("2.451"), "\(swiss.stdout)")

        let american = await runTransactions(["transactions"] + quick, environment: ["LANG": "en_US.UTF-8"])
        #expect(american.stdout.contains("\nApr 6, 2024 "), "unchanged: \(american.stdout)")
        #expect(american.stdout.hasSuffix("\nSum: 2,451 points (All categories, 16 transactions)\n"))

        // LC_ALL beats LANG; LC_NUMERIC beats LANG for formats but not for words.
        let numeric = await runTransactions(
            ["transactions"] + quick, environment: ["LC_NUMERIC": "de_CH.UTF-8", "LANG": "en_US.UTF-8"])
        #expect(numeric.stdout.contains("Sum: 2\u{2019}451 points"), "\(numeric.stdout)")
        let all = await runTransactions(
            ["transactions"] + quick, environment: ["LC_ALL": "en_GB.UTF-8", "LANG": "de_CH.UTF-8"])
        #expect(all.stdout.contains("\n6 Apr 2024 "), "\(all.stdout)")
    }

    /// `--language` keeps the environment's region when it is of that language, and drops it for
    /// another language (German words with British dates would mix two locales nobody asked for).
    @Test func languageOptionKeepsTheEnvironmentsRegionOnlyForItsLanguage() async throws {
        let english = await runTransactions(
            ["transactions", "--language", "en"] + quick, environment: ["LANG": "en_GB.UTF-8"])
        #expect(english.stdout.contains("\n6 Apr 2024 "), "\(english.stdout)")
        let german = await runTransactions(
            ["transactions", "--language", "de"] + quick, environment: ["LANG": "en_GB.UTF-8"])
        #expect(german.stdout.contains("Summe: 2.451 Punkte"), "de_DE's own: \(german.stdout)")
        #expect(german.stdout.contains("6. Apr. 2024"), "\(german.stdout)")
        let swiss = await runTransactions(
            ["transactions", "--language", "de"] + quick, environment: ["LANG": "de_CH.UTF-8"])
        #expect(swiss.stdout.contains("Summe: 2\u{2019}451 Punkte"), "\(swiss.stdout)")
    }

    @Test func categoryAndJSON() async throws {
        let run = await runTransactions(["transactions", "--category", "3", "--format", "json"] + quick)
        #expect(run.status == 0, "\(run.stderr)")
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(json["category"] as? Int == 3)
        #expect(json["count"] as? Int == 4)
        #expect(json["source"] as? String == "server")
        let totals = try #require(json["totals"] as? [[String: String]])
        // jq: category 3 → 120 + 410 + 96 + 45 = 671
        #expect(totals == [["amount": "671", "currency": "PBP"]])
        let items = try #require(json["transactions"] as? [[String: Any]])
        #expect(items.map { $0["partnerDisplayName"] as? String } == ["Galeria", "Thalia", "Thalia", "C&A"])
        try #require(items.count > 2)
        #expect(items[2]["description"] is NSNull, "a missing description is null, not absent")
        #expect(items[0]["bookingDate"] as? String == "2024-04-06T17:31:02Z")
        #expect(items[0]["reference"] as? String == "031415926535897")
    }

    @Test(
        "the real sample through --data-file: category 2 sums to 2973 points",
        .enabled(if: realSampleIsPresent, "skipped: ../shared/fixtures/payback-transactions.json is absent"))
    func realSampleCategory() async {
        let run = await runTransactions(
            ["transactions", "--category", "2", "--data-file", realSampleURL.path, "--store", "memory"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.hasSuffix("\nSum: 2,973 points (Category 2, 7 transactions)\n"), "\(run.stdout)")
        #expect(run.stdout.contains("Dec 24, 2022  Aral"))
    }

    @Test func anAbsentCategoryExits65NamingThePresentOnes() async {
        let run = await runTransactions(["transactions", "--category", "9"] + quick)
        #expect(run.status == 65)
        #expect(run.stderr == "error: No transactions in category 9; categories present: 1, 2, 3, 4, 5.\n")
        #expect(run.stdout.isEmpty)
        // A negative number is a category too, not a missing value.
        let negative = await runTransactions(["transactions", "--category", "-1"] + quick)
        #expect(negative.status == 65)
        #expect(
            negative.stderr == "error: No transactions in category -1; categories present: 1, 2, 3, 4, 5.\n")
    }

    /// The refusal was English in every language (payback starts in German).
    @Test func anAbsentCategoryIsSaidInTheUsersLanguage() async throws {
        let german = await runTransactions(["transactions", "--category", "9", "--language", "de"] + quick)
        #expect(german.status == 65)
        #expect(
            german.stderr
                == "error: Keine Transaktionen in Kategorie 9; vorhandene Kategorien: 1, 2, 3, 4, 5.\n")

        let empty = try temporaryFile(#"{"items": []}"#, named: "empty.json")
        let none = await runTransactions(
            [
                "transactions", "--category", "2", "--data-file", empty.path, "--language", "es", "--store",
                "memory",
            ])
        #expect(none.status == 65)
        #expect(none.stderr == "error: No hay transacciones en la categoría 2: la lista está vacía.\n")
    }

    @Test func badFormatIsAUsageError() async {
        let run = await runTransactions(["transactions", "--format", "xml"] + quick)
        #expect(run.status == 64)
        #expect(run.stderr.contains("table"), "\(run.stderr)")
    }

    @Test func aServerFailureExits1WithTheReason() async {
        let run = await runTransactions([
            "transactions", "--store", "memory", "--latency", "0", "--failure-rate", "1", "--seed", "1",
        ])
        #expect(run.status == 1)
        #expect(
            run.stderr
                == "error: The transactions could not be loaded. The server answered with an error (HTTP 503).\n"
        )
    }

    @Test func offlineWithoutAStoredListFails() async {
        let run = await runTransactions(["transactions", "--store", "memory", "--offline"])
        #expect(run.status == 1)
        #expect(run.stderr == "error: You are offline. No transactions are stored on this device yet.\n")
    }

    @Test func offlinePrintsTheStoredListAndSaysSo() async throws {
        let path = temporaryPath("offline.sqlite")
        defer {
            for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
        }
        let online = await runTransactions([
            "transactions", "--store", path, "--latency", "0", "--failure-rate", "0",
        ])
        #expect(online.status == 0, "\(online.stderr)")
        let offline = await runTransactions([
            "transactions", "--store", path, "--offline", "--format", "table",
        ])
        #expect(offline.status == 0, "\(offline.stderr)")
        #expect(offline.stdout.contains("Sum: 2,451 points (All categories, 16 transactions)"))
        #expect(offline.stdout.contains("Offline: showing the transactions stored on"), "\(offline.stdout)")
        let json = await runTransactions(["transactions", "--store", path, "--offline", "--format", "json"])
        #expect(json.stdout.contains(#""source" : "cache""#))
        #expect(json.stdout.contains(#""skipped" : 0"#))
    }

    /// A server error falls back to the saved copy, in the listing and on the screen,
    /// saying so as every feature does (the screen used to show an error and nothing else).
    @Test func aServerErrorPrintsAndShowsTheSavedCopyAndSaysSo() async throws {
        let path = temporaryPath("server-error.sqlite")
        defer {
            for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
        }
        let online = await runTransactions([
            "transactions", "--store", path, "--latency", "0", "--failure-rate", "0",
        ])
        #expect(online.status == 0, "\(online.stderr)")
        let failing = [
            "--store", path, "--latency", "0", "--failure-rate", "1", "--seed", "1", "--language", "en",
        ]
        let notice = "The transactions could not be updated: The server answered with an error (HTTP 503)."
        let table = await runTransactions(["transactions"] + failing)
        #expect(table.status == 0, "\(table.stderr)")
        #expect(
            table.stdout.contains("Sum: 2,451 points (All categories, 16 transactions)"), "\(table.stdout)")
        #expect(table.stdout.contains(notice + " Showing those saved on"), "\(table.stdout)")
        let json = await runTransactions(["transactions", "--format", "json"] + failing)
        #expect(json.status == 0, "\(json.stderr)")
        #expect(json.stdout.contains(#""source" : "cache""#))
        let screen = await runTransactions(["--plain"] + failing)
        #expect(screen.status == 0, "\(screen.stderr)")
        #expect(screen.stdout.contains("16 transactions"), "\(screen.stdout)")
        #expect(screen.stdout.contains("could not be updated"), "\(screen.stdout)")
    }

    @Test func germanTable() async {
        let run = await runTransactions(["transactions", "--language", "de", "--category", "4"] + quick)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.hasPrefix("DATUM "))
        #expect(run.stdout.contains("2. März 2024"))
        // 27 + 1250 + 200
        #expect(
            run.stdout.hasSuffix("\nSumme: 1.477 Punkte (Kategorie 4, 3 Transaktionen)\n"), "\(run.stdout)")
    }

    @Test func helpDocumentsTheEnvironments() async {
        let run = await runTransactions(["transactions", "--help"])
        #expect(run.status == 0)
        for text in [
            "--category", "--format", "https://api.payback.com/transactions", "https://api-test.payback.com",
        ] {
            #expect(run.stdout.contains(text), "help mentions \(text)")
        }
    }

    @Test func theOfflineCopyIsStoredAfterTheListingAndAlsoWhenTheCategoryIsRefused() async throws {
        let path = temporaryPath("command.sqlite")
        defer {
            for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
        }
        let store = ["--store", path, "--latency", "0", "--failure-rate", "0"]
        let refused = await runTransactions(["transactions", "--category", "9"] + store)
        #expect(refused.status == 65, "\(refused.stderr)")
        let database = try AppDatabase(
            location: .file(URL(fileURLWithPath: path)), appName: "command",
            migrations: [TransactionsMigrations.all], logger: quietLogger)
        let stored = try #require(try await TransactionsStore(database: database).load())
        #expect(stored.transactions.count == 16, "the list the refused run loaded is kept")
        try database.close()
        let listed = await runTransactions(["transactions", "--format", "json"] + store)
        #expect(listed.status == 0, "\(listed.stderr)")
        #expect(listed.stdout.contains("\"count\" : 16") || listed.stdout.contains("\"count\":16"))
    }
}
