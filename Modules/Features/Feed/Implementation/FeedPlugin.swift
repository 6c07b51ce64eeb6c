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

    @MainActor public func makeRootScreen(_ resolver: any Resolver) throws -> any Screen {
        guard let summary = resolver.resolve((any TransactionsSummaryService).self) else {
            throw FeedWiringError.missing("TransactionsSummaryService (host the Transactions feature too)")
        }
        guard let content = resolver.resolve((any FeedService).self),
            let localizer = resolver.resolve(Localizer.self),
            let formatters = resolver.resolve(Formatters.self),
            let clock = resolver.resolve(WallClock.self)
        else { throw FeedWiringError.missing("FeedAssembly and the core assemblies (use AppBootstrap)") }
        return FeedScreen(
            model: FeedViewModel(summaryProvider: summary, contentProvider: content), localizer: localizer,
            formatters: formatters, now: { clock.now() })
    }
}

/// The container lacks something the feed needs.
public enum FeedWiringError: Error, CustomStringConvertible {
    /// `what` is not registered.
    case missing(String)

    public var description: String {
        switch self {
        case .missing(let what): "The feed cannot start: the container has no \(what)."
        }
    }
}
