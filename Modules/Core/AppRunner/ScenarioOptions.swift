import AppCore
import ArgumentParser

/// A demo's own options: `--scenario NAME`, whose help lists every scenario with its summary.
///
/// Like every executable option it is honoured after a subcommand's name too
/// (`packs-demo list --scenario empty`).
public struct ScenarioOptions<Scenario: DemoScenario>: ParsableArguments, Sendable {
    // Optional, to know whether it was typed; its help names the default as ArgumentParser does,
    // in the command line's language.
    @Option(
        name: .customLong("scenario"),
        help: ArgumentHelp(
            AppStrings.helpScenario.commandLineText + " "
                + HelpStrings.defaultValue.commandLineText(["value": Scenario.defaultScenario.rawValue]),
            valueName: "name"))
    private var choice: ScenarioChoice<Scenario>?

    /// The scenario named on the command line, else ``DemoScenario/defaultScenario``.
    public var scenario: Scenario { choice?.scenario ?? Scenario.defaultScenario }

    /// Whether `--scenario` was typed: `data` and `settings` show this device's files and
    /// settings whatever the scenario, so they refuse it.
    public var isGiven: Bool { choice != nil }

    public init() {}
}

/// One scenario as the value of `--scenario`: read from its name, listed in help with its summary.
struct ScenarioChoice<Scenario: DemoScenario>: ExpressibleByArgument, Sendable {
    let scenario: Scenario

    init(_ scenario: Scenario) {
        self.scenario = scenario
    }

    init?(argument: String) {
        guard let scenario = Scenario(rawValue: argument) else { return nil }
        self.init(scenario)
    }

    var defaultValueDescription: String { scenario.rawValue }

    static var allValueStrings: [String] { Scenario.allCases.map(\.rawValue) }

    static var allValueDescriptions: [String: String] {
        Dictionary(
            Scenario.allCases.map { ($0.rawValue, $0.summary) }, uniquingKeysWith: { first, _ in first })
    }

    static var defaultCompletionKind: CompletionKind { .list(allValueStrings) }
}
