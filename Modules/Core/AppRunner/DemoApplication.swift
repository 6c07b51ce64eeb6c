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
}
