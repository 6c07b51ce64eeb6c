/// Lets any feature read the user's saved settings without depending on how Settings stores
/// them; resolve it from the container.
///
/// The values a run actually uses are already applied by the app at launch (the container's
/// `Localizer`, `Formatters` and network environment); these are the saved preferences.
public protocol SettingsService: Sendable {
    /// The saved settings; values that can no longer be used (e.g. a language that is not
    /// supported any more) are reported as not chosen.
    func settings() -> AppSettings
}
