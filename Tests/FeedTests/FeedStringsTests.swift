import FeedInterface
import Formatting
import Foundation
import Localization
import Networking
import Testing

@testable import Feed

/// Every key the feed uses has a translation in every language.
@Suite struct FeedStringsTests {
    @Test(arguments: Language.allCases)
    func everyKeyIsTranslated(language: Language) throws {
        let url = try #require(
            FeedStrings.bundle.url(
                forResource: "Localizable", withExtension: "strings", subdirectory: nil,
                localization: language.rawValue))
        let table = try #require(
            try PropertyListSerialization.propertyList(from: Data(contentsOf: url), format: nil)
                as? [String: String])
        for key in FeedStrings.allCases {
            let value = table[key.rawValue] ?? table["\(key.rawValue)#other"]
            #expect(value?.isEmpty == false, "\(key.rawValue) in \(language)")
        }
    }

    /// A failure that is neither offline, a timeout nor an HTTP status is worded by the network's
    /// own sentence, else the shared one; the English detail stays in the log.
    @Test func aFailureIsWordedInTheUsersLanguage() {
        struct Damaged: Error, CustomStringConvertible {
            var description: String { "The feed content is damaged (simulated)." }
        }
        let localizer = Localizer(language: .de)
        let texts = FeedTexts(
            localizer: localizer, formatters: Formatters(localizer: localizer, timeZone: .gmt))
        let unreadable = FeedError(NetworkError.decoding(keyPath: "cards[2]", reason: "missing title"))
        #expect(
            texts.message(for: unreadable, isSummary: false)
                == "Die Feed-Inhalte konnten nicht geladen werden. Die Daten konnten nicht gelesen werden.")
        #expect(
            texts.message(for: FeedError(Damaged()), isSummary: true)
                == "Die Summe konnte nicht geladen werden. Etwas ist schiefgelaufen.")
    }
}
