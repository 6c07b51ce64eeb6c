import Foundation

/// The region the locale environment asks numbers, money and dates to follow, e.g. `en_GB` from
/// `LANG=en_GB.UTF-8`: the first of `LC_ALL`, `LC_NUMERIC`, `LC_TIME`, `LC_MONETARY`, `LANG` that
/// names a language Mosaic speaks (`C`, `POSIX`, empty values and other languages are skipped, as
/// ``LanguageResolver`` skips them). Mosaic formats with one region, so when the categories differ
/// the numbers' region wins over the dates' and the money's (a grouping misread changes a value).
/// A value without a territory (`LANG=de`) names its language's own region (`de_DE`).
///
/// The environment passed in, never `Locale.current` (which ignores `LANG` on Linux).
public struct EnvironmentRegion: Sendable, Hashable {
    /// The variables consulted, in priority order.
    public static let environmentVariables = ["LC_ALL", "LC_NUMERIC", "LC_TIME", "LC_MONETARY", "LANG"]

    /// The region's locale, e.g. `en_GB` or `de_CH` (no codeset or modifier).
    public let locale: Locale
    /// The language the region's locale is of (`en` for `en_GB`).
    public let language: Language
    /// The interface language the environment gives without a choice (`LC_ALL`, `LC_MESSAGES`,
    /// `LANG`, else the app's default).
    public let automaticLanguage: Language

    /// The region `environment` names for an app whose default language is `appDefault`; nil when
    /// no variable names a usable one.
    public init?(environment: [String: String], appDefault: Language = .en) {
        let found = Self.environmentVariables.lazy.compactMap { environment[$0] }.compactMap(Self.parse).first
        guard let found else { return nil }
        self.locale = Locale(identifier: found.identifier)
        self.language = found.language
        self.automaticLanguage = LanguageResolver.automatic(environment: environment, appDefault: appDefault)
    }

    /// Whether the region applies to an interface in `language`: when it is the region's own
    /// language (`--language en` keeps `en_GB`), or the one the environment gives anyway (split
    /// categories such as `LC_MESSAGES=pl_PL` with `LC_TIME=de_DE` are the user's choice). A
    /// language chosen apart from the environment (`--language de`, Settings) that the region does
    /// not speak gets its own region instead.
    public func applies(to language: Language) -> Bool {
        language == self.language || language == automaticLanguage
    }

    /// `language_TERRITORY` of a POSIX (`en_GB.UTF-8`, `de_CH@euro`) or BCP 47 (`en-GB`) value;
    /// nil for `C`, `POSIX`, empty values and languages Mosaic does not speak.
    static func parse(_ value: String) -> (identifier: String, language: Language)? {
        let name = value.trimmingCharacters(in: .whitespaces).prefix { $0 != "." && $0 != "@" }
        let parts = name.split(omittingEmptySubsequences: false) { $0 == "_" || $0 == "-" }
        guard let first = parts.first, let language = Language(rawValue: first.lowercased()) else {
            return nil
        }
        guard parts.count == 2, let territory = territory(parts[1]) else {
            // No territory, or one that is not a region code: the language's own conventions.
            return (language.localeIdentifier, language)
        }
        return ("\(language.rawValue)_\(territory)", language)
    }

    /// An ISO 3166 code (two letters, uppercased) or a UN M.49 area (three digits, `es_419`).
    private static func territory(_ text: Substring) -> String? {
        let isLetters = text.count == 2 && text.allSatisfy { $0.isASCII && $0.isLetter }
        let isDigits = text.count == 3 && text.allSatisfy { $0.isASCII && $0.isNumber }
        return isLetters || isDigits ? text.uppercased() : nil
    }
}

/// Where numbers, money and dates take their conventions from, for any interface language:
/// Settings' saved region, else the region the locale environment names when it applies to the
/// language (``EnvironmentRegion/applies(to:)``), else the language's own (`en_US`, `pl_PL`,
/// `de_DE`, `es_ES`).
public struct FormattingRegion: Sendable, Hashable {
    /// The region saved in Settings; it beats the environment.
    public var saved: Locale?
    /// The region the locale environment names.
    public var environment: EnvironmentRegion?

    /// Formatting with `saved`, else `environment`'s region, else each language's own.
    public init(saved: Locale? = nil, environment: EnvironmentRegion? = nil) {
        self.saved = saved
        self.environment = environment
    }

    /// The locale formatting follows for an interface in `language`.
    public func locale(for language: Language) -> Locale {
        if let saved { return saved }
        if let environment, environment.applies(to: language) { return environment.locale }
        return language.locale
    }

    /// The locale without a saved region: what "automatic" means in Settings.
    public func automaticLocale(for language: Language) -> Locale {
        FormattingRegion(environment: environment).locale(for: language)
    }
}
