/// Picks the UI language: explicit option, then `LC_ALL`, `LC_MESSAGES`, `LANG`, then the app default.
///
/// The environment is passed in because Foundation's `Locale.current` ignores `LANG` on Linux,
/// and so tests can pin it.
public struct LanguageResolver: Sendable {
    /// The environment variables consulted, in priority order.
    public static let environmentVariables = ["LC_ALL", "LC_MESSAGES", "LANG"]

    /// The last fallback: English for most apps, Polish for the parcels app.
    public var appDefault: Language

    /// Creates a resolver whose last fallback is `appDefault`.
    public init(appDefault: Language = .en) {
        self.appDefault = appDefault
    }

    /// Resolves the language; an explicit but unsupported `option` is an error, while
    /// `C`, `POSIX`, empty or unsupported environment values are skipped.
    public func resolve(
        option: String?, environment: [String: String]
    ) throws(UnsupportedLanguageError) -> Language {
        if let option {
            guard let language = Language(identifier: option) else {
                throw UnsupportedLanguageError(requested: option)
            }
            return language
        }
        return Self.automatic(environment: environment, appDefault: appDefault)
    }

    /// The language `environment`'s `LC_ALL`, `LC_MESSAGES` or `LANG` names, else `appDefault`.
    static func automatic(environment: [String: String], appDefault: Language) -> Language {
        for variable in environmentVariables {
            if let value = environment[variable], let language = Language(identifier: value) {
                return language
            }
        }
        return appDefault
    }
}
