import AppCore
import AppRunner
import ArgumentParser
import HiringApp
import Localization
import OrdersApp
import PacksApp
import PaybackApp
import Settings
import StoreApp

/// `mosaic`: every product in one app, each in its own tab, built from the same plugin lists
/// as the products' own executables (a ``ProductPlugin`` per product). Settings is one shared
/// tab: its language, region and environment apply to every product. None of the features
/// knows it is hosted here.
///
/// `--only packs,orders` picks the products shown, in that order; every product's subcommands
/// run under its name (`mosaic packs list`, `mosaic store price CAP`).
public enum MosaicApp: MosaicApplication {
    /// The products `mosaic` hosts, in their default tab order.
    public enum Product: String, CaseIterable, Sendable {
        case packs, payback, store, orders, hiring

        /// Other names `--only` accepts: what each product is.
        static let aliases: [String: Product] = [
            "parcels": .packs, "inpost": .packs, "wallet": .payback, "checkout": .store,
            "cabify": .store, "deliveries": .orders, "wobitech": .orders, "fetch": .hiring,
        ]

        /// The product `name` stands for (its command name or an alias, any case).
        public init?(named name: String) {
            let key = name.trimmingCharacters(in: .whitespaces).lowercased()
            guard let product = Product(rawValue: key) ?? Self.aliases[key] else { return nil }
            self = product
        }

        /// The product's plugin: its features as its own executable hosts them, except Settings,
        /// which `mosaic` shows once for every product.
        /// The language the product's own app falls back to.
        var defaultLanguage: Language {
            switch self {
            case .packs: PacksApp.defaultLanguage
            case .payback: PaybackApp.defaultLanguage
            case .store: StoreApp.defaultLanguage
            case .orders: OrdersApp.defaultLanguage
            case .hiring: HiringApp.defaultLanguage
            }
        }

        func plugin(store: StoreApp.Options) throws -> ProductPlugin {
            switch self {
            case .packs: ProductPlugin(PacksApp.self, plugins: PacksApp.plugins(NoOptions()))
            case .payback:
                ProductPlugin(
                    PaybackApp.self,
                    plugins: PaybackApp.plugins(NoOptions()).filter { !($0 is SettingsPlugin) })
            case .store: ProductPlugin(StoreApp.self, plugins: try StoreApp.plugins(store))
            case .orders: ProductPlugin(OrdersApp.self, plugins: OrdersApp.plugins(NoOptions()))
            case .hiring: ProductPlugin(HiringApp.self, plugins: HiringApp.plugins(NoOptions()))
            }
        }

        /// Whether `command` is one of this product's subcommands.
        func owns(_ command: any PluginCommand) -> Bool {
            switch self {
            case .packs: PacksApp.owns(command)
            case .payback: PaybackApp.owns(command)
            case .store: StoreApp.owns(command)
            case .orders: OrdersApp.owns(command)
            case .hiring: HiringApp.owns(command)
            }
        }
    }

    public struct Options: ParsableArguments {
        @Option(
            help: .localized(MosaicAppStrings.only, valueName: "names"))
        public var only: String?

        @OptionGroup(title: MosaicAppStrings.storeGroup.commandLineText)
        public var store: StoreApp.Options

        public init() {}

        /// The products `--only` picks, in its order without repeats; all of them without it.
        public func products() throws -> [Product] {
            guard let only else { return Product.allCases }
            var picked: [Product] = []
            for name in only.split(separator: ",", omittingEmptySubsequences: false).map(String.init) {
                guard let product = Product(named: name) else {
                    let known = Product.allCases.map(\.rawValue).joined(separator: ", ")
                    throw ValidationError.localized(
                        UsageStrings.notAChoice,
                        ["option": "--only", "value": UsageText.bounded(name), "choices": known])
                }
                if !picked.contains(product) { picked.append(product) }
            }
            return picked
        }

        public mutating func validate() throws {
            // The store's options set up its tab: without it they would do nothing.
            if try !products().contains(.store), !store.isEmpty {
                let given = StoreApp.optionsGiven(store)
                throw ValidationError.localized(
                    UsageStrings.optionsNeedStore,
                    ["options": given.joined(separator: ", "), "only": UsageText.bounded(only ?? "")])
            }
        }
    }

    public static let name = "mosaic"

    /// `--only` and the store's options, when given (none of them changes `data` or `settings`).
    public static func optionsGiven(_ options: Options) -> [String] {
        (options.only == nil ? [] : ["--only"]) + StoreApp.optionsGiven(options.store)
    }
    public static let title = "Mosaic"
    public static var abstract: String { MosaicAppStrings.abstract.commandLineText }
    /// A product's subcommand (`mosaic store price`) in that product's default language, as its
    /// own app (`store price`) answers; everything else in English.
    public static func defaultLanguage(for arguments: [String]) -> Language {
        // `mosaic help store price` is the help of `mosaic store price`, in the same language.
        let command = arguments.first == "help" ? arguments.dropFirst() : arguments[...]
        guard let first = command.first, !first.hasPrefix("-"), let product = Product(named: first) else {
            return defaultLanguage
        }
        return product.defaultLanguage
    }

    /// The shared Settings' own subcommand: `mosaic settings show|set|reset`.
    public static let commands: [any PluginCommand.Type] = SettingsPlugin.commands
    public static let commandGroups: [any ParsableCommand.Type] = [
        ProductCommands<PacksApp>.self, ProductCommands<PaybackApp>.self, ProductCommands<StoreApp>.self,
        ProductCommands<OrdersApp>.self, ProductCommands<HiringApp>.self,
    ]

    /// One tab per product `--only` picks, then the shared Settings.
    public static func plugins(_ options: Options) throws -> [any FeaturePlugin] {
        try options.products().map { try $0.plugin(store: options.store) } + [SettingsPlugin()]
    }

    /// A product's subcommand runs with every product's features (so Settings' stored choices
    /// apply), its own product first (its data is what `--data-file` replaces).
    public static func plugins(_ options: Options, running command: any PluginCommand) throws
        -> [any FeaturePlugin]
    {
        guard options.only == nil else {
            throw CommandFailure(
                CommandLineLanguage.localizer[UsageStrings.onlyForScreens], exitCode: ExitStatus.usage)
        }
        let owner = Product.allCases.first { $0.owns(command) }
        if owner != .store, !options.store.isEmpty {
            throw CommandFailure(
                CommandLineLanguage.localizer.string(
                    UsageStrings.optionsOfAnotherProduct,
                    ["options": "--rules, --now", "example": "mosaic store …"]),
                exitCode: ExitStatus.usage)
        }
        let ordered =
            owner.map { owner in [owner] + Product.allCases.filter { $0 != owner } } ?? Product.allCases
        return try ordered.map { try $0.plugin(store: options.store) } + [SettingsPlugin()]
    }
}
