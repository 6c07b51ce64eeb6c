import Foundation

/// Looks up typed keys in one language, falling back to English and then to the key itself.
///
/// A value type: copies share one thread-safe table cache, so a `Localizer` can be resolved once
/// at the composition root and handed to any feature or task.
public struct Localizer: Sendable {
    /// The language strings are looked up in first.
    public let language: Language

    private let cache: StringTableCache

    /// Creates a localizer for `language` with an empty table cache.
    public init(language: Language) {
        self.language = language
        self.cache = StringTableCache()
    }

    /// A localizer for another language that shares this one's already loaded tables.
    public func switching(to language: Language) -> Localizer {
        Localizer(language: language, cache: cache)
    }

    private init(language: Language, cache: StringTableCache) {
        self.language = language
        self.cache = cache
    }

    /// The locale formatting should use alongside these strings.
    public var locale: Locale { language.locale }

    /// The translation of `key` without placeholder substitution.
    public subscript<Key: LocalizedKey>(_ key: Key) -> String {
        string(key)
    }

    /// The translation of `key` with `{name}` placeholders replaced from `arguments`.
    public func string<Key: LocalizedKey>(_ key: Key, _ arguments: [String: String] = [:]) -> String {
        let template = lookup(key.rawValue, in: Key.bundle, language: language) ?? key.rawValue
        return PlaceholderTemplate.substitute(template, arguments)
    }

    /// The plural form of `key` for `count` (CLDR category of this language, else `#other`),
    /// with `{count}` set to the locale-formatted integer unless `arguments` provides it.
    public func plural<Key: LocalizedKey>(
        _ key: Key, count: Int, _ arguments: [String: String] = [:]
    ) -> String {
        plural(
            key, formattedCount: count.formatted(.number.locale(locale)),
            category: { $0.pluralCategory(for: count) }, arguments)
    }

    /// The plural form of `key` for a decimal `count` (fractions use `#other`).
    public func plural<Key: LocalizedKey>(
        _ key: Key, count: Decimal, _ arguments: [String: String] = [:]
    ) -> String {
        plural(
            key, formattedCount: count.formatted(.number.locale(locale)),
            category: { $0.pluralCategory(for: count) }, arguments)
    }

    private func plural<Key: LocalizedKey>(
        _ key: Key, formattedCount: String, category: (Language) -> PluralCategory,
        _ arguments: [String: String]
    ) -> String {
        var values = arguments
        if values["count"] == nil { values["count"] = formattedCount }
        // Each language picks its own category; English is consulted with English rules.
        let template =
            pluralTemplate(key.rawValue, in: Key.bundle, language: language, category: category(language))
            ?? pluralTemplate(key.rawValue, in: Key.bundle, language: .en, category: category(.en))
            ?? key.rawValue
        return PlaceholderTemplate.substitute(template, values)
    }

    private func pluralTemplate(
        _ base: String, in bundle: Bundle, language: Language, category: PluralCategory
    ) -> String? {
        let table = cache.table(for: bundle, language: language)
        return table[PluralKey.key(base, category)] ?? table[PluralKey.key(base, .other)]
    }

    /// The raw template for `key` in `language`, else English; nil when neither has it.
    private func lookup(_ key: String, in bundle: Bundle, language: Language) -> String? {
        if let value = cache.table(for: bundle, language: language)[key] { return value }
        guard language != .en else { return nil }
        return cache.table(for: bundle, language: .en)[key]
    }
}
