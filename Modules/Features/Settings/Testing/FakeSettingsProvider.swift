import SettingsInterface

/// A ``SettingsProviding`` returning fixed settings, for other features' tests.
public struct FakeSettingsProvider: SettingsProviding {
    /// What ``settings()`` returns.
    public var value: AppSettings

    /// A provider returning `value`.
    public init(_ value: AppSettings = .defaults) {
        self.value = value
    }

    public func settings() -> AppSettings { value }
}
