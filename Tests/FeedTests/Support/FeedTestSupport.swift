import AppCore
import Feed
import FeedInterface
import FeedTesting
import Formatting
import Foundation
import Localization
import MosaicTestSupport
import TerminalUI
import TransactionsInterface

/// The feed's screen in `language` (UTC, so dates are stable) at `now` over the given providers.
@MainActor
func makeFeedScreen(
    language: Language = .en, summary: any TransactionsSummaryService,
    content: any FeedService = FakeFeedService(FeedFixtures.cards),
    now: Date = FeedFixtures.now
) -> (FeedScreen, FeedViewModel) {
    let model = FeedViewModel(summaryProvider: summary, contentProvider: content)
    let localizer = Localizer(language: language)
    let formatters = Formatters(localizer: localizer, timeZone: utc)
    return (FeedScreen(model: model, localizer: localizer, formatters: formatters, now: { now }), model)
}
