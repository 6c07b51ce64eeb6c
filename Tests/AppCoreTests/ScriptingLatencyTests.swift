import Clocks
import ConcurrencyExtras
import Foundation
import Localization
import Networking
import Swinject
import TerminalUI
import Testing

@testable import AppCore

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
/// feature's latency. The test clock never moves on its own, so a run that waited would not finish
/// (and the suite's time limit would fail it).
@MainActor @Suite(.serialized, .timeLimit(.minutes(1))) struct ScriptingLatencyTests {
    @Test func aSubcommandDoesNotWaitOutTheMockLatency() async {
        let run = await MosaicMain<SlowSampleApp>.runCapturing(
            ["list", "--store", "memory"], clock: TestClock())
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("Apple"))
    }

    /// The same runs finish once the test clock has moved the route's (or the option's) 2 s.
    @Test func aScreenAndASubcommandWithLatencyFinishOnceTheClockMoves() async {
        await withMainSerialExecutor {
            for arguments in [
                ["--plain", "--store", "memory"], ["list", "--latency", "2", "--store", "memory"],
            ] {
                let clock = TestClock()
                let run = Task { await MosaicMain<SlowSampleApp>.runCapturing(arguments, clock: clock) }
                await clock.advance(by: .seconds(2))
                let result = await run.value
                #expect(result.status == 0, "\(arguments): \(result.stderr)")
                #expect(result.stdout.contains("Apple"), "\(arguments)")
            }
        }
    }

    @Test func optionWordsKeepOptionsAndTheirValuesOnly() {
        let words = RootOptions<SampleApp>.optionWords(
            ["price", "A", "B", "--now", "2025-01-01", "C", "--plain", "D", "E", "-", "F", "G"])
        #expect(words == ["--now", "2025-01-01", "--plain", "D", "-", "F"])
    }
}
