import SettingsInterface

/// Named starting points for the settings demo and tests: what storage holds at launch.
public enum SettingsScenario: String, CaseIterable, Sendable {
    /// Nothing saved: every default applies.
    case defaults
    /// German language with Austrian formats, stage data source, no simulated failures.
    case german
    /// Values a user can no longer use (an unsupported language, a rate out of range...): ignored.
    case corruptValue = "corrupt-value"
    /// Polish saved, but the storage refuses every write, so saving reports an error.
    case readOnly = "read-only"

    /// What storage holds, as raw text.
    public var storedValues: [SettingKey: String] {
        switch self {
        case .defaults: [:]
        case .german: [.language: "de", .region: "de_AT", .environment: "stage", .failureRate: "0"]
        case .corruptValue: [.language: "tlh", .region: "xx_YY", .environment: "qa", .failureRate: "1.5"]
        case .readOnly: [.language: "pl"]
        }
    }

    /// In-memory storage seeded for this scenario.
    public func makeStorage() -> InMemorySettingsStorage {
        InMemorySettingsStorage(storedValues, refusesWrites: self == .readOnly)
    }
}
