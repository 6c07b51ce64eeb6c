/// What a localization audit found, per language; empty collections mean complete.
public struct LocalizationAuditReport: Sendable, Equatable {
    /// Languages whose `Localizable.strings` does not exist.
    public var missingTables: [Language] = []
    /// Languages whose `Localizable.strings` exists but does not parse.
    public var malformedTables: [Language] = []
    /// Keys missing per language, sorted: plain keys present in another language, and plural
    /// forms (`base#category`) the language requires for a plural base used anywhere.
    public var missingKeys: [Language: [String]] = [:]
    /// Plural keys whose suffix is not a CLDR category (e.g. `packs.count#fwe`), per language.
    public var unknownPluralCategories: [Language: [String]] = [:]
    /// Keys (plural: base) whose `{placeholders}` differ from English, per language.
    public var placeholderMismatches: [Language: [String]] = [:]

    /// Creates an empty (complete) report.
    public init() {}

    /// Whether nothing is missing or inconsistent.
    public var isComplete: Bool { problems.isEmpty }

    /// One human-readable line per problem, in language order.
    public var problems: [String] {
        var lines: [String] = []
        for language in Language.allCases {
            let name = "\(language.rawValue).lproj"
            if missingTables.contains(language) { lines.append("\(name): missing Localizable.strings") }
            if malformedTables.contains(language) {
                lines.append("\(name): Localizable.strings does not parse")
            }
            lines += (missingKeys[language] ?? []).map { "\(name): missing key \($0)" }
            lines += (unknownPluralCategories[language] ?? []).map {
                "\(name): unknown plural category in \($0)"
            }
            lines += (placeholderMismatches[language] ?? []).map {
                "\(name): placeholders of \($0) differ from en"
            }
        }
        return lines
    }
}
