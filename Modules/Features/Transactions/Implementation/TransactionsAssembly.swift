import AppCore
import DataStorage
import Formatting
import Foundation
import Localization
import Networking
import Swinject
import TransactionsInterface

/// Registers the Transactions feature: its source (the PAYBACK backend, or an injected fake),
/// store, repository, presenter, and the ``TransactionsSummaryService`` other features resolve.
public struct TransactionsAssembly: Assembly {
    private let source: (any TransactionsSource)?

    /// The feature on the environment's backend, or on `source` when given (demos, tests); each
    /// load is stamped with the app's clock (the time shown with a stored list).
    public init(source: (any TransactionsSource)? = nil) {
        self.source = source
    }

    public func assemble(container: Container) {
        container.registerService((any TransactionsSource).self, injected: source) { resolver in
            RemoteTransactionsSource(api: resolver.apiClient(for: RemoteTransactionsSource.service))
        }
        container.register(TransactionsStore.self) { resolver in
            TransactionsStore(database: resolver.database)
        }
        container.register(TransactionsRepository.self) { resolver in
            TransactionsRepository(
                source: resolver.registered((any TransactionsSource).self),
                store: resolver.registered(TransactionsStore.self),
                now: resolver.registered(WallClock.self).now)
        }
        // One list for the app's life: the screen rebuilt in another language (Settings) shows the
        // same list and category filter, and loads nothing just to show them in other words.
        container.register(TransactionsListViewModel.self) { resolver in
            let repository = resolver.registered(TransactionsRepository.self)
            return MainActor.assumeIsolated { TransactionsListViewModel(repository: repository) }
        }.inObjectScope(.container)
        container.register((any TransactionsSummaryService).self) { resolver in
            LiveTransactionsSummaryService(repository: resolver.registered(TransactionsRepository.self))
        }
        container.registerTexts(TransactionsTexts.init)
    }
}
