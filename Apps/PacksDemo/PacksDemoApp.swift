import AppCore
import ArgumentParser
import Packs

/// `packs-demo`: the Packs feature alone, on fakes from PacksTesting, in a chosen scenario.
enum PacksDemoApp: MosaicApplication {
    /// The demo's own option.
    struct Options: ParsableArguments {
        @Option(
            help: ArgumentHelp(
                "The situation to show: "
                    + PacksDemoScenario.allCases.map { "\($0.rawValue): \($0.summary)" }.joined(
                        separator: "; ")
                    + ".",
                valueName: PacksDemoScenario.allCases.map(\.rawValue).joined(separator: "|")))
        var scenario: PacksDemoScenario = .loaded
    }

    static let name = "packs-demo"
    static let abstract = "The Packs feature alone, on fake data, in a chosen scenario."
    static let defaultLanguage = PacksPlugin.defaultLanguage
    static let commands: [any PluginCommand.Type] = PacksPlugin.commands

    static func plugins(_ options: Options) -> [any FeaturePlugin] {
        [PacksPlugin(services: options.scenario.services(clock: ContinuousClock()))]
    }
}
