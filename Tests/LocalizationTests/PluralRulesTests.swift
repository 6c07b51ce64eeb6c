import Foundation
import Testing

@testable import Localization

@Suite struct PluralRulesTests {
    @Test func englishAndGermanHaveOneAndOther() {
        for language in [Language.en, .de] {
            #expect(language.pluralCategory(for: 1) == .one)
            #expect(language.pluralCategory(for: -1) == .one)
            for count in [0, 2, 5, 11, 21, 101, 1_000_000] {
                #expect(language.pluralCategory(for: count) == .other, "\(language) \(count)")
            }
        }
    }

    @Test func spanishUsesManyForExactMillions() {
        #expect(Language.es.pluralCategory(for: 1) == .one)
        #expect(Language.es.pluralCategory(for: 0) == .other)
        #expect(Language.es.pluralCategory(for: 2) == .other)
        #expect(Language.es.pluralCategory(for: 1_000) == .other)
        #expect(Language.es.pluralCategory(for: 1_000_000) == .many)
        #expect(Language.es.pluralCategory(for: 3_000_000) == .many)
        #expect(Language.es.pluralCategory(for: 1_000_001) == .other)
    }

    @Test(arguments: [
        (1, PluralCategory.one), (2, .few), (3, .few), (4, .few), (5, .many), (0, .many),
        (11, .many), (12, .many), (13, .many), (14, .many), (21, .many), (22, .few), (24, .few),
        (25, .many), (101, .many), (102, .few), (112, .many), (1_234, .few), (-2, .few), (-5, .many),
    ])
    func polishIntegers(count: Int, expected: PluralCategory) {
        #expect(Language.pl.pluralCategory(for: count) == expected)
    }

    @Test func fractionsAreOtherInEveryLanguage() throws {
        let half = try #require(Decimal(string: "1.5"))
        let twoAndHalf = try #require(Decimal(string: "2.5"))
        for language in Language.allCases {
            #expect(language.pluralCategory(for: half) == .other)
            #expect(language.pluralCategory(for: twoAndHalf) == .other)
        }
    }

    @Test func integralDecimalsUseIntegerRules() {
        #expect(Language.pl.pluralCategory(for: Decimal(22)) == .few)
        #expect(Language.pl.pluralCategory(for: Decimal(1)) == .one)
        #expect(Language.es.pluralCategory(for: Decimal(2_000_000)) == .many)
    }

    @Test func requiredCategoriesMatchTheToolingScript() {
        #expect(Language.en.requiredPluralCategories == [.one, .other])
        #expect(Language.de.requiredPluralCategories == [.one, .other])
        #expect(Language.es.requiredPluralCategories == [.one, .other])
        #expect(Language.pl.requiredPluralCategories == [.one, .few, .many, .other])
    }
}
