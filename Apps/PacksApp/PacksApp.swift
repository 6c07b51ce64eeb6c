import AppCore
import Packs

/// `packs`: track InPost parcels. Polish by default, as the product brief had it.
enum PacksApp: MosaicApplication {
    static let name = "packs"
    static let title = "InPost Parcels"
    static let abstract = "Track your InPost parcels (grouped, sorted, offline-ready, with an archive)."
    static let defaultLanguage = PacksPlugin.defaultLanguage
    static let commands: [any PluginCommand.Type] = PacksPlugin.commands

    static func plugins(_ options: NoOptions) -> [any FeaturePlugin] {
        [PacksPlugin()]
    }
}
