import SettingsInterface

/// A ``SettingsService`` returning fixed settings, for other features' tests.
public struct FakeSettingsService: SettingsService {
    /// What ``settings()`` returns.
    public var value: AppSettings

    /// A provider returning `value`.
    public init(_ value: AppSettings = .defaults) {
        self.value = value
    }

    public func settings() -> AppSettings { value }
}
