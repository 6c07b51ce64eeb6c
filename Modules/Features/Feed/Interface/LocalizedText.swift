/// A text written in several languages, keyed by language code ("en", "de", "pl", "es").
public struct LocalizedText: Sendable, Hashable {
    /// The text per language code.
    public var translations: [String: String]

    /// A text with `translations`.
    public init(_ translations: [String: String]) {
        self.translations = translations
    }
}
