/// A text a server sends in several languages, keyed by language code ("en", "es", ...): a
/// promotion's name, a feed card's title.
public struct LocalizedText: Sendable, Hashable, Codable {
    /// The translations by lowercase language code.
    public var translations: [String: String]

    /// A text with `translations`.
    public init(_ translations: [String: String]) {
        self.translations = translations
    }

    /// A text with one untranslated value, used whatever the language.
    public init(_ text: String) {
        self.translations = ["en": text]
    }

    /// The text in `languageCode`, else English, else the first translation by code, else "".
    public func text(for languageCode: String) -> String {
        translations[languageCode.lowercased()] ?? translations["en"]
            ?? translations.sorted { $0.key < $1.key }.first?.value ?? ""
    }

    /// The text in `language`, else English, else any language it has (alphabetically first
    /// code, so the choice is stable), skipping empty translations; empty when it has none.
    public func text(in language: Language) -> String {
        if let text = nonEmpty(language.rawValue) { return text }
        if let text = nonEmpty(Language.en.rawValue) { return text }
        return translations.keys.sorted().lazy.compactMap(nonEmpty).first ?? ""
    }

    private func nonEmpty(_ code: String) -> String? {
        guard let text = translations[code], !text.isEmpty else { return nil }
        return text
    }
}
