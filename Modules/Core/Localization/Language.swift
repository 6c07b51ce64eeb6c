import Foundation

/// A language the Mosaic apps ship translations for.
public enum Language: String, CaseIterable, Sendable, Codable {
    case en, pl, de, es

    /// The explicit locale used for formatting in this language (never `Locale.current`).
    public var locale: Locale {
        Locale(identifier: localeIdentifier)
    }

    /// The POSIX identifier of `locale`, e.g. `pl_PL`.
    public var localeIdentifier: String {
        switch self {
        case .en: "en_US"
        case .pl: "pl_PL"
        case .de: "de_DE"
        case .es: "es_ES"
        }
    }

    /// The language's name in itself (endonym), as shown in a language picker.
    /// The keys that answer a yes/no question on screen in this language: the first letter of its
    /// word for yes (yes, tak, ja, sí) and for no (no, nie, nein, no). Spanish "y" means "and".
    public var answerKeys: (yes: Character, no: Character) {
        switch self {
        case .en: ("y", "n")
        case .pl: ("t", "n")
        case .de: ("j", "n")
        case .es: ("s", "n")
        }
    }

    public var displayName: String {
        switch self {
        case .en: "English"
        case .pl: "Polski"
        case .de: "Deutsch"
        case .es: "Español"
        }
    }

    /// Parses a POSIX (`pl_PL.UTF-8`, `de_DE@euro`) or BCP 47 (`en-GB`) identifier;
    /// nil for `C`, `POSIX`, empty and unsupported languages.
    public init?(identifier: String) {
        // language[_territory][.codeset][@modifier]: only the language part matters.
        let withoutModifiers = identifier.prefix { $0 != "." && $0 != "@" }
        let code = withoutModifiers.prefix { $0 != "_" && $0 != "-" }
        self.init(rawValue: code.trimmingCharacters(in: .whitespaces).lowercased())
    }
}
