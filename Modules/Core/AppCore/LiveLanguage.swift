import Localization
import Observation

/// The language the app shows now. Settings switches it; the chrome and the root screens
/// follow at once (every app's root is rebuilt in the new language).
@MainActor @Observable
public final class LiveLanguage {
    /// The language in use.
    public private(set) var language: Language
    /// The language when the user makes no choice: `--language`, else the locale variables,
    /// else the app's default.
    public let automatic: Language

    /// Shows `language` now; `automatic` is what an "automatic" choice means.
    public init(language: Language, automatic: Language) {
        self.language = language
        self.automatic = automatic
    }

    /// Shows `language` from now on, or ``automatic`` when nil.
    public func choose(_ language: Language?) {
        let chosen = language ?? automatic
        if chosen != self.language { self.language = chosen }
    }
}
