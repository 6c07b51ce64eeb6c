import AppCore
import ArgumentParser
import Feed
import FeedTesting
import Foundation
import Synchronization

/// The feed demo's composition, for tests (the demo executable itself is run by EndToEndTests).
enum FeedScenarioApp: MosaicApplication {
    struct Options: ParsableArguments {
        @Option var scenario: String = FeedScenario.loaded.rawValue
        init() {}
        func validate() throws {
            guard FeedScenario(rawValue: scenario) != nil else {
                throw ValidationError(
                    "Unknown scenario '\(scenario)'. Scenarios: "
                        + FeedScenario.allCases.map(\.rawValue).joined(separator: ", "))
            }
        }
    }

    static let name = "feed-demo"
    static let abstract = "Feed scenarios."

    static func plugins(_ options: Options) throws -> [any FeaturePlugin] {
        let scenario = FeedScenario(rawValue: options.scenario) ?? .loaded
        return [
            FeedPlugin(
                summaryProvider: scenario.makeSummaryProvider(),
                contentProvider: scenario.makeContentProvider())
        ]
    }
}

/// Collects what an app writes.
final class Capture: Sendable {
    private let text = Mutex("")
    var output: TextOutput { TextOutput { [self] line in text.withLock { $0 += line } } }
    var value: String { text.withLock { $0 } }
}

/// Runs the feed scenarios app with `arguments` and captures both streams.
@MainActor
func runFeed(_ arguments: [String], environment: [String: String] = ["LANG": "en_US.UTF-8"]) async -> (
    status: Int32, stdout: String, stderr: String
) {
    let out = Capture()
    let err = Capture()
    let bootstrap = AppBootstrap(
        appName: "feed-demo", environment: environment, timeZone: utc, output: out.output)
    let status = await MosaicMain<FeedScenarioApp>.run(
        arguments + ["--store", "memory"], bootstrap: bootstrap, errors: err.output)
    return (status, out.value, err.value)
}
