/// One parsed table split into plain keys and plural forms, with their placeholders.
struct TableEntries {
    /// Plain key → placeholder names.
    var plain: [String: Set<String>] = [:]
    /// Plural base → category → placeholder names.
    var plural: [String: [PluralCategory: Set<String>]] = [:]
    /// Full keys whose `#suffix` is not a CLDR category.
    var unknownCategories: [String] = []

    init(_ table: [String: String]) {
        for (key, value) in table {
            let placeholders = PlaceholderTemplate.placeholders(in: value)
            guard let (base, suffix) = PluralKey.split(key) else {
                plain[key] = placeholders
                continue
            }
            guard let category = PluralCategory(rawValue: suffix) else {
                unknownCategories.append(key)
                continue
            }
            plural[base, default: [:]][category] = placeholders
        }
    }

    /// Keys (plural: bases) present in both tables whose placeholder sets differ, sorted.
    /// Plural forms are compared as the union over their categories, since e.g. a `one`
    /// form may spell out the number instead of using `{count}`.
    func placeholderMismatches(against reference: TableEntries) -> [String] {
        var keys: [String] = []
        for (key, placeholders) in plain where reference.plain[key].map({ $0 != placeholders }) ?? false {
            keys.append(key)
        }
        for (base, forms) in plural {
            guard let referenceForms = reference.plural[base] else { continue }
            if Self.union(forms) != Self.union(referenceForms) { keys.append(base) }
        }
        return keys.sorted()
    }

    private static func union(_ forms: [PluralCategory: Set<String>]) -> Set<String> {
        forms.values.reduce(into: Set<String>()) { $0.formUnion($1) }
    }
}
