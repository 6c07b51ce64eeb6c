import AppCore
import AppRunner
import AppRunnerTestSupport
import DataStorage
import DataStorageTestSupport
import Formatting
import Foundation
import Localization
import Logging
import MosaicTestSupport
import Networking
import Synchronization
import TransactionsInterface
import TransactionsTesting
@testable import Transactions

/// The repository root, found from this file (Tests/TransactionsTests/Support.swift).
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

/// The real backend sample, kept beside the checkout in ../shared/fixtures (never copied in).
let realSampleURL = repositoryRoot.deletingLastPathComponent()
    .appendingPathComponent("shared/fixtures/payback-transactions.json")

/// Whether the real sample is present (CI always has it; a bare checkout may not).
let realSampleIsPresent = FileManager.default.isReadableFile(atPath: realSampleURL.path)

/// The instant every test's loads are stamped with: 2024-05-06 07:08:09 UTC.
let fixedNow = TransactionFixtures.date("2024-05-06T07:08:09+0000")

/// A repository over `source` and a fresh in-memory database (or `database`).
func makeRepository(
    _ source: any TransactionsSource, database: AppDatabase? = nil, now: Date = fixedNow
) throws -> TransactionsRepository {
    let database = try database ?? memoryDatabase(TransactionsMigrations.all)
    return TransactionsRepository(
        source: source, store: TransactionsStore(database: database), now: { now },
        logger: quietLogger)
}

/// A logger that drops everything: failures are expected in these tests, their log lines are noise.
let quietLogger = Logger(label: "transactions-tests") { _ in SwiftLogNoOpLogHandler() }

/// A presenter in `language`, dates in UTC.
func presenter(_ language: Language = .en) -> TransactionsTexts {
    let localizer = Localizer(language: language)
    return TransactionsTexts(
        localizer: localizer, formatters: Formatters(localizer: localizer, timeZone: .gmt))
}

/// The real sample, decoded the way the app decodes responses.
func decodeRealSample() throws -> [Transaction] {
    try APIClient.decode(TransactionsPageDTO.self, from: Data(contentsOf: realSampleURL)).items.elements.map(
        \.transaction)
}

/// An app hosting the real Transactions plugin, as the `payback` app does.
enum TransactionsTestApp: MosaicApplication {
    static let name = "transactions-test"
    static let abstract = "Transactions alone on the real data sources."
    static let commands: [any PluginCommand.Type] = TransactionsPlugin.commands
    static func plugins(_ options: NoOptions) -> [any FeaturePlugin] { [TransactionsPlugin()] }
}

/// Runs ``TransactionsTestApp`` with `arguments` (UTC, the app's default language unless told).
@MainActor
func runTransactions(_ arguments: [String], environment: [String: String] = [:]) async -> AppRun {
    await runApp(TransactionsTestApp.self, arguments, environment: environment)
}
