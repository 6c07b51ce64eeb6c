import DataStorage
import Foundation
import Localization
import Networking
import Swinject
import TerminalUI

/// What a feature contributes to an app: its services, its data, its mock backend
/// and its root screen. Apps are lists of plugins; the runner does the rest.
public protocol FeaturePlugin: Sendable {
    /// A stable identifier, e.g. "packs" (used in logs, tabs and storage).
    var id: String { get }
    /// The feature's title in the user's language (tab and window titles).
    func title(_ localizer: Localizer) -> String
    /// Registers the feature's services, repositories and view-model factories.
    var assembly: any Assembly { get }
    /// The feature's tables: their migrations and what they hold; nil for a feature that keeps
    /// nothing in the app's database.
    var storage: FeatureStorage? { get }
    /// Routes the feature's backend answers in the mock environment and on mock-backend.
    var mockRoutes: [MockRoute] { get }
    /// The route whose body `--data-file` replaces (the feature's main list), if any.
    var dataFileRoute: String? { get }
    /// The feature's root screen, built from the app's container.
    @MainActor func makeRootScreen(_ resolver: any Resolver) throws -> any Screen
    /// Choices stored by this feature that apply at launch (only Settings-like features have any).
    func launchPreferences(_ store: KeyValueStore) -> LaunchPreferences
    /// The plugins this one hosts (a ``ProductPlugin`` groups a product's features under one tab);
    /// empty for a feature. The container, the database and the mock backend get every hosted
    /// feature; only the root screen keeps the grouping.
    var hostedPlugins: [any FeaturePlugin] { get }
    /// The date "now" shows when the app starts (a demo's fixed date, the store's `--now`); nil
    /// leaves the system's. The app registers one ``WallClock`` for every feature, starting at
    /// the first plugin's date (``AppBootstrap/now`` wins over all).
    var startsAt: Date? { get }
}

extension FeaturePlugin {
    public var startsAt: Date? { nil }
    public var storage: FeatureStorage? { nil }
    public var mockRoutes: [MockRoute] { [] }
    public var dataFileRoute: String? { nil }
    public func launchPreferences(_ store: KeyValueStore) -> LaunchPreferences { .none }
    public var hostedPlugins: [any FeaturePlugin] { [] }

    /// The feature's own database migrations, if it keeps tables.
    public var migrations: ModuleMigrations? { storage?.migrations }

    /// What the feature keeps in the app's database, one entry per table it owns, described in
    /// the user's language.
    public func storedRecords(_ localizer: Localizer) -> [StoredRecords] {
        storage?.storedRecords(localizer) ?? []
    }

    /// The features this plugin stands for: itself, or every feature it hosts, in order.
    public var features: [any FeaturePlugin] {
        hostedPlugins.isEmpty ? [self] : hostedPlugins.flatMap(\.features)
    }
}
