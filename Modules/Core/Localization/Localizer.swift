import Foundation

/// Looks up typed keys in one language, falling back to English and then to the key itself.
///
/// A value type: every localizer of the process shares one thread-safe table cache (a table is
/// read and parsed once per bundle and language), so a `Localizer` can be resolved once at the
/// composition root and handed to any feature or task.
public struct Localizer: Sendable {
    /// The language strings are looked up in first.
    public let language: Language

    private var cache: StringTableCache { .shared }

    /// A localizer for `language`.
    public init(language: Language) {
        self.language = language
    }

    /// A localizer for another language (the tables already loaded stay loaded).
    public func switching(to language: Language) -> Localizer {
        Localizer(language: language)
    }

    /// Reads and parses `bundle`'s table for `language` ahead of its first lookup (the start of a
    /// run does it on another core); a bundle without one is remembered as empty.
    public static func preloadTable(in bundle: Bundle, language: Language) {
        _ = StringTableCache.shared.table(for: bundle, language: language)
    }

    /// Whether `bundle`'s table for `language` has been read (tests of the preloading).
    package static func hasLoadedTable(in bundle: Bundle, language: Language) -> Bool {
        StringTableCache.shared.isLoaded(bundle, language: language)
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
