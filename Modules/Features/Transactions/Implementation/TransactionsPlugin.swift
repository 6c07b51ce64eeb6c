import AppCore
import DataStorage
import Localization
import Networking
import Swinject
import TerminalUI
import TransactionsInterface
import TransactionsMocks

/// The Transactions feature in an app: the list screen (filter, sum, details), the stored list
/// for offline use, the mock backend route and the `transactions` subcommand.
public struct TransactionsPlugin: FeaturePlugin {
    /// The subcommands the feature adds to its apps: `transactions [--category N] [--format table|json]`.
    public static let commands: [any PluginCommand.Type] = [TransactionsCommand.self]

    public let id = "transactions"
    private let source: (any TransactionsSource)?

    /// The feature on the app environment's backend (mock, stage or prod), or on `source` when
    /// given (demos wire fakes here).
    public init(source: (any TransactionsSource)? = nil) {
        self.source = source
    }

    public func title(_ localizer: Localizer) -> String {
        localizer[TransactionsStrings.title]
    }

    public var assembly: any Assembly { TransactionsAssembly(source: source) }

    public var storage: FeatureStorage? {
        FeatureStorage(
            TransactionsMigrations.all, offlineList: TransactionsMigrations.tables,
            described: TransactionsStrings.dataSaved)
    }

    /// `GET /transactions`: bundled data, 1 to 2 s latency, one failure in five (seeded).
    public var mockRoutes: [MockRoute] { TransactionsMocks.routes }

    public var dataFileRoute: String? { TransactionsAPI.path }

    @MainActor public func makeRootScreen(_ resolver: any Resolver) throws -> any Screen {
        TransactionsListScreen(
            model: try resolver.require(TransactionsListViewModel.self),
            presenter: try resolver.require(TransactionsTexts.self))
    }
}
