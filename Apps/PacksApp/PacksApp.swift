import AppCore
import AppRunner
import Localization
import Packs

/// `packs`: track InPost parcels. Polish by default, as the product brief had it.
public enum PacksApp: MosaicApplication {
    public static let name = "packs"
    public static let title = "InPost Parcels"
    public static var abstract: String { PacksAppStrings.abstract.commandLineText }
    public static let defaultLanguage = PacksPlugin.defaultLanguage
    public static let commands: [any PluginCommand.Type] = PacksPlugin.commands

    public static func plugins(_ options: NoOptions) -> [any FeaturePlugin] {
        [PacksPlugin()]
    }
}
