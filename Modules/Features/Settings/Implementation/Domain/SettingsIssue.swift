import SettingsInterface

/// A saved setting that was ignored because it cannot be used: the app starts with the
/// default instead and logs why, and never crashes.
public struct SettingsIssue: Sendable, Hashable, CustomStringConvertible {
    /// The setting that was ignored.
    public var key: SettingKey
    /// The stored text, when it could be read at all.
    public var storedValue: String?
    /// Why it was ignored, in English (for logs).
    public var reason: String

    public var description: String {
        let value = storedValue.map { " \"\($0)\"" } ?? ""
        return "Ignoring the saved setting \(key.rawValue)\(value): \(reason)"
    }
}
