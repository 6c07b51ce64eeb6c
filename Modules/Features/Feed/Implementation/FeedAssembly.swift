import FeedInterface
import Swinject
import TransactionsInterface

/// Registers the feed's content. The transactions summary comes from the container (the
/// Transactions feature registers it); only demos and tests pass one in.
public struct FeedAssembly: Assembly {
    private let summaryProvider: (any TransactionsSummaryService)?
    private let contentProvider: (any FeedService)?

    /// The feed with its bundled content; `summaryProvider` and `contentProvider` replace the
    /// container's summary and the bundled content (demos, tests).
    public init(
        summaryProvider: (any TransactionsSummaryService)? = nil,
        contentProvider: (any FeedService)? = nil
    ) {
        self.summaryProvider = summaryProvider
        self.contentProvider = contentProvider
    }

    public func assemble(container: Container) {
        let contentProvider = self.contentProvider
        container.registerService((any FeedService).self, injected: contentProvider) { _ in
            BundledFeedService()
        }
        // Registered only when injected: in an app, the Transactions feature provides it.
        if let summaryProvider {
            container.register((any TransactionsSummaryService).self) { _ in summaryProvider }
        }
    }
}
