/// One saved setting, as named in storage (`settings.<rawValue>`).
public enum SettingKey: String, CaseIterable, Sendable, Hashable {
    /// A language code: `en`, `de`, `pl` or `es`.
    case language
    /// A locale identifier such as `de_AT`.
    case region
    /// `mock`, `stage` or `prod`.
    case environment
    /// A decimal number from 0 to 1, e.g. `0.2`.
    case failureRate
    /// `dark`, `light` or `no-color`.
    case theme
}
