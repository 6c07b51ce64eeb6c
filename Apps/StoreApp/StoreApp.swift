import AppCore
import AppRunner
import ArgumentParser
import Cart
import Catalog
import Foundation
import Localization
import Pricing

/// `store`: the Cabify store. Tabs: the store (products, cart, checkout), the catalog and the
/// promotions; subcommands `price`, `orders`, `products` and `rules`.
public enum StoreApp: MosaicApplication {
    public struct Options: ParsableArguments {
        @Option(
            help: .localized(StoreAppStrings.rules, valueName: "path"),
            completion: .file(extensions: ["json"]))
        public var rules: String?

        @Option(
            help: .localized(StoreAppStrings.now, valueName: "date"))
        public var now: String?

        public init() {}

        /// Whether any store option was given (a host app rejects them for other products).
        public var isEmpty: Bool { StoreApp.optionsGiven(self).isEmpty }

        public mutating func validate() throws {
            if let rules, let problem = RulesFile.pathProblem(rules, localizer: CommandLineLanguage.localizer)
            {
                throw ValidationError(problem)
            }
            if let now, DateArgument.parse(now, timeZone: .gmt) == nil {
                throw ValidationError.localized(
                    UsageStrings.notADate, ["option": "--now", "text": UsageText.bounded(now)])
            }
        }
    }

    public static let name = "store"

    /// `--rules` and `--now`, when given: they set up pricing and "now", which the order history
    /// and `data` do not use.
    public static func optionsGiven(_ options: Options) -> [String] {
        [("--rules", options.rules != nil), ("--now", options.now != nil)].filter(\.1).map(\.0)
    }
    public static let title = "Cabify Store"
    public static var abstract: String { StoreAppStrings.abstract.commandLineText }
    public static let defaultLanguage = Language.es
    public static let commands: [any PluginCommand.Type] =
        CartPlugin.commands + CatalogPlugin.commands + PricingPlugin.commands

    public static func plugins(_ options: Options) throws -> [any FeaturePlugin] {
        if let rules = options.rules {
            // Checked before anything runs, in the command line's language: a path that names no
            // usable file exits 64, a file that is no valid rule set 65 (as for `store rules --rules`).
            _ = try RulesFile.read(rules, localizer: CommandLineLanguage.localizer)
        }
        // Date-only --now values are midnight UTC: the same instant on every machine.
        let origin = options.now.flatMap { DateArgument.parse($0, timeZone: .gmt) }
        return [
            CartPlugin(origin: origin),
            CatalogPlugin(origin: origin),
            PricingPlugin(rulesFile: options.rules.map { URL(fileURLWithPath: $0) }, origin: origin),
        ]
    }
}
