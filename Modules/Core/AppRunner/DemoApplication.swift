import AppCore

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
    /// Whether any of its data goes through the (mock) network, so that the server options
    /// (`--latency`, `--failure-rate`, `--offline`, …) change something; false for a demo whose
    /// fakes stand in for every service, which then refuses them.
    static var usesServer: Bool { get }
}

extension DemoApplication {
    public static var usesServer: Bool { false }
    public static var showsServerOptions: Bool { usesServer }
    /// `--scenario` when it was typed: a command reading only this device's data shows the same
    /// in every scenario.
    public static func optionsGiven(_ options: Options) -> [String] {
        options.isGiven ? ["--scenario"] : []
    }
}
