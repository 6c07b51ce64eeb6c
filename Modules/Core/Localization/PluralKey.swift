/// The `base#category` naming of plural entries in `.strings` files.
enum PluralKey {
    /// Separates a plural key's base from its CLDR category.
    static let separator: Character = "#"

    /// The table key of `base` in `category`, e.g. `packs.count#few`.
    static func key(_ base: String, _ category: PluralCategory) -> String {
        "\(base)\(separator)\(category.rawValue)"
    }

    /// Splits a table key at its last `#` into base and category suffix; nil for plain keys.
    static func split(_ key: String) -> (base: String, suffix: String)? {
        guard let index = key.lastIndex(of: separator) else { return nil }
        return (String(key[..<index]), String(key[key.index(after: index)...]))
    }
}
