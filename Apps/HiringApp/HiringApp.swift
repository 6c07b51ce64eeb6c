import AppCore
import Hiring

/// `hiring`: the Fetch hiring list, grouped by list and sorted by name, offline-ready.
enum HiringApp: MosaicApplication {
    static let name = "hiring"
    static let title = "Fetch Hiring"
    static let abstract =
        "The Fetch hiring list: named items grouped by list, sorted, searchable, offline-ready."
    static let commands: [any PluginCommand.Type] = HiringPlugin.commands

    static func plugins(_ options: NoOptions) -> [any FeaturePlugin] {
        [HiringPlugin()]
    }
}
