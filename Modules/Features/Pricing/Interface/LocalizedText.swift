/// A text from the backend in several languages, keyed by language code ("en", "es", ...).
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
}
