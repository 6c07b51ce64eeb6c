import Clocks
import Foundation
import Localization
import Networking
import Swinject
import TerminalUI
import Testing

@testable import AppCore
@testable import AppRunner

/// The sample plugin with a mock route that answers after 2 s, like the features' own mock data.
struct SlowSamplePlugin: FeaturePlugin {
    var sample = SamplePlugin()
    var id: String { sample.id }
    func title(_ localizer: Localizer) -> String { sample.title(localizer) }
    var assembly: any Assembly { sample.assembly }
    var mockRoutes: [MockRoute] {
        [.text(path: "/sample/items", behavior: .declared(latency: .seconds(2)), SamplePlugin.itemsJSON)]
    }
    @MainActor func makeRootScreen(_ resolver: any Resolver) throws -> any Screen {
        try sample.makeRootScreen(resolver)
    }
}

enum SlowSampleApp: MosaicApplication {
    static let name = "slow-sample"
    static let abstract = "The sample app on a slow mock route."
    static let commands: [any PluginCommand.Type] = [SampleListCommand.self]
    static func plugins(_ options: NoOptions) -> [any FeaturePlugin] { [SlowSamplePlugin()] }
}

/// Scripting subcommands simulate no mock latency unless `--latency` asks for it; screens keep the
/// feature's latency. Runs use swift-clocks' `ImmediateClock`: every sleep returns at once and
/// moves the clock on by its duration, so the clock tells how long a run would have waited.
@MainActor @Suite(.serialized) struct ScriptingLatencyTests {
    private func waited(_ arguments: [String]) async -> (run: AppRun, waited: Duration) {
        let clock = ImmediateClock<Duration>()
        let start = clock.now
        let run = await MosaicMain<SlowSampleApp>.runCapturing(arguments, clock: clock)
        return (run, start.duration(to: clock.now))
    }

    @Test func aSubcommandDoesNotWaitOutTheMockLatency() async {
        let (run, waited) = await waited(["list", "--store", "memory"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("Apple"))
        #expect(waited < .seconds(2), "the route's 2 s were simulated")
    }

    @Test(arguments: [["--plain", "--store", "memory"], ["list", "--latency", "2", "--store", "memory"]])
    func aScreenAndASubcommandWithLatencyWaitForIt(_ arguments: [String]) async {
        let (run, waited) = await waited(arguments)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("Apple"))
        #expect(waited >= .seconds(2))
    }

    @Test func optionWordsKeepOptionsAndTheirValuesOnly() {
        let words = RootOptions<SampleApp>.optionWords(
            ["price", "A", "B", "--now", "2025-01-01", "C", "--plain", "D", "E", "-", "F", "G"])
        #expect(words == ["--now", "2025-01-01", "--plain", "D", "-", "F"])
    }
}
