import AppCore
import AppRunner
import Hiring

/// `hiring`: the Fetch hiring list, grouped by list and sorted by name, offline-ready.
public enum HiringApp: MosaicApplication {
    public static let name = "hiring"
    public static let title = "Fetch Hiring"
    public static var abstract: String { HiringAppStrings.abstract.commandLineText }
    public static let commands: [any PluginCommand.Type] = HiringPlugin.commands

    public static func plugins(_ options: NoOptions) -> [any FeaturePlugin] {
        [HiringPlugin()]
    }
}
