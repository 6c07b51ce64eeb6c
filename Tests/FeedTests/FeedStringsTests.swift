import Foundation
import Localization
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
}
