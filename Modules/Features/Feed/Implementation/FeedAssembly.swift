import FeedInterface
import Swinject
import TransactionsInterface

/// Registers the feed's content. The transactions summary comes from the container (the
/// Transactions feature registers it); only demos and tests pass one in.
public struct FeedAssembly: Assembly {
    private let summaryProvider: (any TransactionsSummaryProviding)?
    private let contentProvider: (any FeedContentProviding)?

    /// The feed with its bundled content; `summaryProvider` and `contentProvider` replace the
    /// container's summary and the bundled content (demos, tests).
    public init(
        summaryProvider: (any TransactionsSummaryProviding)? = nil,
        contentProvider: (any FeedContentProviding)? = nil
    ) {
        self.summaryProvider = summaryProvider
        self.contentProvider = contentProvider
    }

    public func assemble(container: Container) {
        let contentProvider = self.contentProvider
        container.register((any FeedContentProviding).self) { _ in
            contentProvider ?? BundledFeedContentProvider()
        }.inObjectScope(.container)
        // Registered only when injected: in an app, the Transactions feature provides it.
        if let summaryProvider {
            container.register((any TransactionsSummaryProviding).self) { _ in summaryProvider }
        }
    }
}
