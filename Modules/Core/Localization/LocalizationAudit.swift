import Foundation

/// Finds missing and inconsistent translations, for tests and tooling (never at runtime).
///
/// Mirrors Tooling/check-localization: every language needs a table; a plain key in any
/// language is needed in all; a plural base used anywhere needs each language's
/// `requiredPluralCategories`; placeholders must match English.
public enum LocalizationAudit {
    /// Audits the tables a bundle ships (e.g. `Bundle.module` of a feature).
    public static func audit(
        bundle: Bundle, languages: [Language] = Language.allCases
    ) -> LocalizationAuditReport {
        audit(languages: languages) { language in
            StringsTable.url(in: bundle, language: language).map(StringsTable.load(from:))
        }
    }

    /// Audits `<lang>.lproj/Localizable.strings` under a directory such as a module's `Resources/`.
    public static func audit(
        directory: URL, languages: [Language] = Language.allCases
    ) -> LocalizationAuditReport {
        audit(languages: languages) { language in
            let url = StringsTable.url(inDirectory: directory, language: language)
            guard FileManager.default.fileExists(atPath: url.path) else { return nil }
            return StringsTable.load(from: url)
        }
    }

    /// Declared keys of `Key` that no table answers (neither `key` nor `key#other`) per language:
    /// catches a case added in code but never translated.
    public static func untranslatedKeys<Key: LocalizedKey & CaseIterable>(
        _ keys: Key.Type, languages: [Language] = Language.allCases
    ) -> [Language: [String]] {
        var result: [Language: [String]] = [:]
        for language in languages {
            let table = tableOrEmpty(in: Key.bundle, language: language)
            let missing = Key.allCases.map(\.rawValue).filter {
                table[$0] == nil && table[PluralKey.key($0, .other)] == nil
            }
            if !missing.isEmpty { result[language] = missing.sorted() }
        }
        return result
    }

    private static func tableOrEmpty(in bundle: Bundle, language: Language) -> [String: String] {
        guard let url = StringsTable.url(in: bundle, language: language),
            case .success(let table) = StringsTable.load(from: url)
        else { return [:] }
        return table
    }

    /// The audit over tables from `load` (nil: no file).
    static func audit(
        languages: [Language],
        load: (Language) -> Result<[String: String], StringsTable.Failure>?
    ) -> LocalizationAuditReport {
        var report = LocalizationAuditReport()
        var tables: [Language: [String: String]] = [:]
        for language in languages {
            switch load(language) {
            case .none: report.missingTables.append(language)
            case .failure: report.malformedTables.append(language)
            case .success(let table): tables[language] = table
            }
        }
        check(tables, languages: languages, into: &report)
        return report
    }

    private static func check(
        _ tables: [Language: [String: String]], languages: [Language],
        into report: inout LocalizationAuditReport
    ) {
        let entries = tables.mapValues(TableEntries.init)
        let plainKeys = entries.values.reduce(into: Set<String>()) { $0.formUnion($1.plain.keys) }
        let pluralBases = entries.values.reduce(into: Set<String>()) { $0.formUnion($1.plural.keys) }
        let reference = entries[.en]
        for language in languages {
            guard let table = entries[language] else { continue }
            var missing = plainKeys.subtracting(table.plain.keys)
            for base in pluralBases {
                let present = Set((table.plural[base] ?? [:]).keys)
                for category in language.requiredPluralCategories.subtracting(present) {
                    missing.insert(PluralKey.key(base, category))
                }
            }
            if !missing.isEmpty { report.missingKeys[language] = missing.sorted() }
            if !table.unknownCategories.isEmpty {
                report.unknownPluralCategories[language] = table.unknownCategories.sorted()
            }
            if let reference, language != .en {
                let mismatches = table.placeholderMismatches(against: reference)
                if !mismatches.isEmpty { report.placeholderMismatches[language] = mismatches }
            }
        }
    }
}
