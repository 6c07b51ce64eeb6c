import AppCore
import ArgumentParser
import Localization

/// The definition of one executable: its name, its plugins and its subcommands.
///
/// ```swift
/// enum PacksApp: MosaicApplication {
///     static let name = "packs"
///     static let title = "InPost Parcels"
///     static let abstract = "Track your InPost parcels."
///     static let defaultLanguage = Language.pl
///     static let commands: [any PluginCommand.Type] = PacksPlugin.commands
///     static func plugins(_ options: NoOptions) -> [any FeaturePlugin] { [PacksPlugin()] }
/// }
/// await MosaicMain<PacksApp>.main()
/// ```
public protocol MosaicApplication: SendableMetatype {
    /// Options of this executable only (a demo's `--scenario`); ``NoOptions`` for none.
    associatedtype Options: ParsableArguments = NoOptions
    /// The command name, e.g. "packs"; also names the database file.
    static var name: String { get }
    /// The product's name as users know it, e.g. "WorldOfPAYBACK" (a brand: the same in every
    /// language); titles the app's tabs. Defaults to ``name``.
    static var title: String { get }
    /// One line for `--help`.
    static var abstract: String { get }
    /// The version `--version` prints.
    static var version: String { get }
    /// The language when neither `--language` nor the locale variables choose one.
    static var defaultLanguage: Language { get }
    /// Scripting subcommands, e.g. `packs list`.
    static var commands: [any PluginCommand.Type] { get }
    /// The default language of a run with `arguments` (default: ``defaultLanguage``): the
    /// super-app answers `mosaic store price` in the store's language, as `store price` does.
    static func defaultLanguage(for arguments: [String]) -> Language
    /// Subcommands that group others under a name, e.g. the super-app's `mosaic packs list`
    /// (one ``ProductCommands`` per product).
    static var commandGroups: [any ParsableCommand.Type] { get }
    /// The features this executable hosts, in tab order.
    static func plugins(_ options: Options) throws -> [any FeaturePlugin]
    /// The features a subcommand runs with (default: ``plugins(_:)``); the super-app uses it to
    /// reject options meant for another product.
    static func plugins(_ options: Options, running command: any PluginCommand) throws -> [any FeaturePlugin]
    /// The executable's own options given in `options` (the store's `--rules`, `--now`), by name:
    /// a command reading only this device's data refuses them, as they would do nothing there.
    static func optionsGiven(_ options: Options) -> [String]
    /// Whether `--help` lists the server options (`--env`, `--latency`, …); false for a demo
    /// whose fakes stand in for every service, which refuses them.
    static var showsServerOptions: Bool { get }
}

extension MosaicApplication {
    public static var title: String { name }
    public static var version: String { MosaicVersion.current }
    public static var defaultLanguage: Language { .en }
    public static var commands: [any PluginCommand.Type] { [] }
    public static var commandGroups: [any ParsableCommand.Type] { [] }
    public static func defaultLanguage(for arguments: [String]) -> Language { defaultLanguage }
    public static func optionsGiven(_ options: Options) -> [String] { [] }
    public static var showsServerOptions: Bool { true }
    public static func plugins(_ options: Options, running command: any PluginCommand) throws
        -> [any FeaturePlugin]
    {
        try plugins(options)
    }

    /// Whether `command` is one of this executable's own subcommands.
    public static func owns(_ command: any PluginCommand) -> Bool {
        commands.contains { ObjectIdentifier($0) == ObjectIdentifier(type(of: command)) }
    }
}

/// A product's subcommands under its name in a host executable: `mosaic packs list` runs what
/// `packs list` runs. Without a subcommand it prints the product's help.
public struct ProductCommands<Product: MosaicApplication>: ParsableCommand {
    public static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: Product.name, abstract: Product.abstract,
            subcommands: Product.commands.map { $0 as any ParsableCommand.Type })
    }

    public init() {}
}

/// No executable-specific options.
public struct NoOptions: ParsableArguments, Sendable {
    public init() {}
}

/// The version every Mosaic executable reports.
public enum MosaicVersion {
    /// The monorepo's release.
    public static let current = "0.1.0"
}
