import AppCore
import AppRunner
import Packs
import PacksTesting

/// `packs-demo`: the Packs feature alone, on fakes from PacksTesting, in a chosen scenario.
enum PacksDemoApp: DemoApplication {
    typealias Scenario = PacksDemoScenario

    static let name = "packs-demo"
    static var abstract: String { PacksDemoStrings.abstract.commandLineText }
    static let commands: [any PluginCommand.Type] = PacksPlugin.commands

    static func plugins(_ options: Options) -> [any FeaturePlugin] {
        [PacksPlugin(services: options.scenario.services(clock: ContinuousClock()), origin: PackFixtures.now)]
    }
}
