import AppCore
import DataStorage
import Localization
import Networking
import Swinject
import TerminalUI

/// A product (InPost Parcels, WorldOfPAYBACK, …) as one plugin of a host app: its features'
/// screens share one tab, switched by their own tab bar when there are several.
///
/// The super-app `mosaic` lists products the way a product app lists features; everything
/// else (container, migrations, mock routes, stored preferences) goes to the hosted features,
/// flattened by ``FeaturePlugin/features``, exactly as in the product's own executable.
public struct ProductPlugin: FeaturePlugin {
    /// The product's command name, e.g. "payback".
    public let id: String
    /// The product's name as users know it (a brand: the same in every language).
    public let name: String
    /// The product's features, in tab order.
    public let hostedPlugins: [any FeaturePlugin]

    /// A product `id` titled `name` hosting `plugins` (at least one).
    public init(id: String, name: String, plugins: [any FeaturePlugin]) {
        precondition(!plugins.isEmpty, "a product hosts at least one feature")
        self.id = id
        self.name = name
        self.hostedPlugins = plugins
    }

    /// The product `App` with `plugins` (by default the ones its own executable hosts).
    public init<App: MosaicApplication>(_ app: App.Type, plugins: [any FeaturePlugin]) {
        self.init(id: App.name, name: App.title, plugins: plugins)
    }

    /// The tab's label: the one feature's own title ("Parcels", in the user's language) when the
    /// product hosts one, else the product's name ("WorldOfPAYBACK").
    public func title(_ localizer: Localizer) -> String {
        hostedPlugins.count == 1 ? hostedPlugins[0].title(localizer) : name
    }

    /// Each hosted feature's assembly, in order.
    public var assembly: any Assembly { HostedAssemblies(assemblies: hostedPlugins.map(\.assembly)) }

    public var mockRoutes: [MockRoute] { hostedPlugins.flatMap(\.mockRoutes) }
    public var dataFileRoute: String? { hostedPlugins.lazy.compactMap(\.dataFileRoute).first }

    public func launchPreferences(_ store: KeyValueStore) -> LaunchPreferences {
        hostedPlugins.reduce(LaunchPreferences.none) { $0.overridden(by: $1.launchPreferences(store)) }
    }

    /// The single feature's root, or a tab container of the features' roots titled with the product.
    @MainActor
    public func makeRootScreen(_ resolver: any Resolver) throws -> any Screen {
        let localizer = try resolver.require(Localizer.self)
        let screens = try hostedPlugins.tabs(resolver, titledIn: localizer)
        if screens.count == 1 { return screens[0] }
        return TabContainer(
            name, tabs: screens, names: hostedPlugins.map { $0.title(localizer) },
            labels: ChromeLabels(localizer))
    }
}

/// Several assemblies applied as one.
private struct HostedAssemblies: Assembly {
    let assemblies: [any Assembly]

    func assemble(container: Container) {
        for assembly in assemblies { assembly.assemble(container: container) }
    }
}

extension [any FeaturePlugin] {
    /// Each plugin's root screen as a tab: the first made now (it shows first, and a wiring
    /// mistake in it ends the start), the others when first needed (``LazyScreen``).
    @MainActor
    func tabs(_ resolver: any Resolver, titledIn localizer: Localizer) throws -> [any Screen] {
        guard let first else { return [] }
        return [try first.makeRootScreen(resolver)]
            + dropFirst().map { plugin in
                LazyScreen(title: plugin.title(localizer)) { try plugin.makeRootScreen(resolver) }
            }
    }
}
