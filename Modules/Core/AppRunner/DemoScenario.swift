import AppCore

/// A named situation a demo shows its feature in, on fakes (`packs-demo --scenario empty`).
///
/// Usually an enum whose raw values are the names typed after `--scenario`; a ``DemoApplication``
/// names it as its `Scenario` and builds its fakes from `options.scenario`.
public protocol DemoScenario: CaseIterable, RawRepresentable, Sendable where RawValue == String {
    /// The scenario shown when `--scenario` is not given; by default the first one listed.
    static var defaultScenario: Self { get }
    /// What the scenario shows, in one line; `--help` lists it next to the name.
    var summary: String { get }
}

extension DemoScenario {
    /// The first scenario listed.
    public static var defaultScenario: Self {
        guard let first = allCases.first else { preconditionFailure("\(Self.self) lists no scenarios") }
        return first
    }
}
