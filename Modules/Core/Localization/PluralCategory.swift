import Foundation

/// A CLDR plural category; its raw value is the suffix after `#` in a plural key.
public enum PluralCategory: String, CaseIterable, Sendable, Comparable {
    case zero, one, two, few, many, other

    public static func < (lhs: PluralCategory, rhs: PluralCategory) -> Bool {
        allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
    }
}

extension Language {
    /// The plural categories a translation must provide for plural keys in this language.
    ///
    /// Spanish `many` (exact millions: "1.000.000 de puntos") is optional: when absent,
    /// lookups fall back to `other`. Tooling/check-localization mirrors this table.
    public var requiredPluralCategories: Set<PluralCategory> {
        switch self {
        case .en, .de, .es: [.one, .other]
        case .pl: [.one, .few, .many, .other]
        }
    }

    /// The CLDR plural category of an integer count in this language.
    public func pluralCategory(for count: Int) -> PluralCategory {
        // CLDR rules use the absolute value: "-1 point" is singular.
        let n = count.magnitude
        switch self {
        case .en, .de:
            return n == 1 ? .one : .other
        case .es:
            if n == 1 { return .one }
            return n != 0 && n % 1_000_000 == 0 ? .many : .other
        case .pl:
            if n == 1 { return .one }
            let lastDigit = n % 10
            let lastTwoDigits = n % 100
            if (2...4).contains(lastDigit) && !(12...14).contains(lastTwoDigits) { return .few }
            return .many
        }
    }

    /// The CLDR plural category of a decimal count; every non-integer is `other`
    /// in en, pl, de and es (their `one`/`few`/`many` rules all require `v = 0`).
    public func pluralCategory(for count: Decimal) -> PluralCategory {
        guard let integer = Self.exactInteger(count) else { return .other }
        return pluralCategory(for: integer)
    }

    /// The value as an `Int` when it has no fractional part and fits; nil otherwise.
    private static func exactInteger(_ value: Decimal) -> Int? {
        var source = value
        var rounded = Decimal()
        NSDecimalRound(&rounded, &source, 0, .plain)
        guard rounded == value else { return nil }
        // Beyond Int range only the last digits matter for pl, but such counts are not
        // meaningful plural inputs; treat them as `other`.
        guard value.magnitude < Decimal(Int.max) else { return nil }
        return NSDecimalNumber(decimal: rounded).intValue
    }
}
