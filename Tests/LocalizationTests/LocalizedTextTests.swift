import Localization
import Testing

/// A server's text in several languages: the user's, else English, else a stable other one.
@Suite struct LocalizedTextTests {
    private let text = LocalizedText(["es": "Gorras", "en": "Caps", "pl": ""])

    @Test func theUsersLanguageThenEnglishThenTheFirstCode() {
        #expect(text.text(in: .es) == "Gorras")
        #expect(text.text(for: "ES") == "Gorras", "codes are matched in lowercase")
        #expect(text.text(in: .de) == "Caps")
        #expect(text.text(for: "de") == "Caps")
        #expect(
            LocalizedText(["pl": "Czapki", "de": "Mützen"]).text(in: .es) == "Mützen", "alphabetically first")
        #expect(LocalizedText([:]).text(in: .en).isEmpty)
    }

    @Test func anEmptyTranslationCountsAsMissingForALanguage() {
        #expect(text.text(in: .pl) == "Caps")
        #expect(text.text(for: "pl").isEmpty, "by code, what the server sent is what is shown")
        #expect(LocalizedText("Loyalty points").text(in: .de) == "Loyalty points")
    }
}
