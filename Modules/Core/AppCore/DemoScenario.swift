import ArgumentParser

/// A named situation a demo shows its feature in, on fakes (`packs-demo --scenario empty`).
///
/// Usually an enum whose raw values are the names typed after `--scenario`. A demo declares
/// `typealias Options = ScenarioOptions<Scenario>` and builds its fakes from `options.scenario`.
public protocol DemoScenario: CaseIterable, RawRepresentable, Sendable where RawValue == String {
    /// The scenario shown when `--scenario` is not given.
    static var defaultScenario: Self { get }
    /// What the scenario shows, in one line; `--help` lists it next to the name.
    var summary: String { get }
}

/// An executable that shows one feature alone, on fakes, in a scenario chosen with `--scenario`.
///
/// ```swift
/// enum PricingDemoApp: DemoApplication {
///     enum Scenario: String, DemoScenario { ... }
///     static func plugins(_ options: Options) -> [any FeaturePlugin] { ... options.scenario ... }
/// }
/// ```
public protocol DemoApplication: MosaicApplication where Options == ScenarioOptions<Scenario> {
    /// The situations the demo can show.
    associatedtype Scenario: DemoScenario
}

/// A demo's own options: `--scenario NAME`, whose help lists every scenario with its summary.
///
/// Like every executable option it is honoured after a subcommand's name too
/// (`packs-demo list --scenario empty`).
public struct ScenarioOptions<Scenario: DemoScenario>: ParsableArguments, Sendable {
    @Option(
        name: .customLong("scenario"),
        help: ArgumentHelp("The situation to show, from the list below.", valueName: "name"))
    private var choice = ScenarioChoice(Scenario.defaultScenario)

    /// The scenario named on the command line, else ``DemoScenario/defaultScenario``.
    public var scenario: Scenario { choice.scenario }

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
