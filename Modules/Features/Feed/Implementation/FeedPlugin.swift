import AppCore
import FeedInterface
import Formatting
import Localization
import Swinject
import TerminalUI
import TransactionsInterface

/// The Feed feature: the total of all transactions (read through `TransactionsInterface`,
/// never from the Transactions implementation) and the feed's own content cards.
public struct FeedPlugin: FeaturePlugin {
    public let id = "feed"
    private let summaryProvider: (any TransactionsSummaryService)?
    private let contentProvider: (any FeedService)?

    /// The real feature: bundled content, and the summary the app's container provides.
    public init() {
        self.summaryProvider = nil
        self.contentProvider = nil
    }

    /// The feature over `summaryProvider` and, when given, `contentProvider` (demos, tests).
    public init(
        summaryProvider: any TransactionsSummaryService, contentProvider: (any FeedService)? = nil
    ) {
        self.summaryProvider = summaryProvider
        self.contentProvider = contentProvider
    }

    public func title(_ localizer: Localizer) -> String {
        localizer[FeedStrings.title]
    }

    public var assembly: any Assembly {
        FeedAssembly(summaryProvider: summaryProvider, contentProvider: contentProvider)
    }

    /// The feed over the summary the container provides (an app hosting Transactions too, or a
    /// demo's fake): a container without it, or without the core registrations, fails with
    /// ``MissingRegistration`` naming the type, as every feature's screen does.
    @MainActor public func makeRootScreen(_ resolver: any Resolver) throws -> any Screen {
        let clock = try resolver.require(WallClock.self)
        return FeedScreen(
            model: FeedViewModel(
                summaryProvider: try resolver.require((any TransactionsSummaryService).self),
                contentProvider: try resolver.require((any FeedService).self)),
            localizer: try resolver.require(Localizer.self),
            formatters: try resolver.require(Formatters.self),
            now: { clock.now() })
    }
}
