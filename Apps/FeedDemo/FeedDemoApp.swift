import AppCore
import ArgumentParser
import Feed
import FeedTesting

/// `feed-demo`: the Feed feature alone, on a fake transactions summary chosen by --scenario.
enum FeedDemoApp: MosaicApplication {
    struct Options: ParsableArguments {
        static let names = FeedScenario.allCases.map(\.rawValue).joined(separator: ", ")

        @Option(help: ArgumentHelp("The fake data to show: \(names).", valueName: "name"))
        var scenario: String = FeedScenario.loaded.rawValue

        init() {}

        func validate() throws {
            guard FeedScenario(rawValue: scenario) != nil else {
                throw ValidationError("Unknown scenario '\(scenario)'. Scenarios: \(Self.names).")
            }
        }
    }

    static let name = "feed-demo"
    static let abstract = "The Feed feature alone, on a fake transactions summary chosen by --scenario."

    static func plugins(_ options: Options) throws -> [any FeaturePlugin] {
        let scenario = FeedScenario(rawValue: options.scenario) ?? .loaded
        return [
            FeedPlugin(
                summaryProvider: scenario.makeSummaryProvider(),
                contentProvider: scenario.makeContentProvider())
        ]
    }
}
