import AppCore
import Feed
import FeedInterface
import FeedTesting
import Formatting
import Foundation
import Localization
import TerminalUI
import TransactionsInterface

/// The feed's screen in `language` (UTC, so dates are stable) at `now` over the given providers.
@MainActor
func makeFeedScreen(
    language: Language = .en, summary: any TransactionsSummaryProviding,
    content: any FeedContentProviding = FakeFeedContentProvider(FeedFixtures.cards),
    now: Date = FeedFixtures.now
) -> (FeedScreen, FeedViewModel) {
    let model = FeedViewModel(summaryProvider: summary, contentProvider: content)
    let localizer = Localizer(language: language)
    let formatters = Formatters(localizer: localizer, timeZone: utc)
    return (FeedScreen(model: model, localizer: localizer, formatters: formatters, now: { now }), model)
}

let utc = TimeZone(identifier: "UTC") ?? .gmt

/// A headless session of `screen` at a snapshot-friendly size, with the chrome in `language`, settled.
@MainActor
func settledSession(
    _ screen: any Screen, language: Language = .en, width: Int = 80, height: Int = 20
) async throws -> HeadlessSession {
    let session = HeadlessSession(
        root: screen, size: TerminalSize(width: width, height: height),
        labels: ChromeLabels(Localizer(language: language)))
    try await session.settle()
    return session
}

/// Writes `text` to a new temporary file and returns its URL.
func temporaryFile(_ text: String) throws -> URL {
    let url = FileManager.default.temporaryDirectory.appending(path: "feed-\(UUID().uuidString).json")
    try text.write(to: url, atomically: true, encoding: .utf8)
    return url
}
