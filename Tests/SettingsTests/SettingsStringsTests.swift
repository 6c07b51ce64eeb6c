import Foundation
import Localization
import Testing

@testable import Settings

/// Every key Settings uses has a translation in every language.
@Suite struct SettingsStringsTests {
    @Test(arguments: Language.allCases)
    func everyKeyIsTranslated(language: Language) throws {
        let url = try #require(
            SettingsStrings.bundle.url(
                forResource: "Localizable", withExtension: "strings", subdirectory: nil,
                localization: language.rawValue))
        let table = try #require(
            try PropertyListSerialization.propertyList(from: Data(contentsOf: url), format: nil)
                as? [String: String])
        for key in SettingsStrings.allCases {
            let value = table[key.rawValue] ?? table["\(key.rawValue)#other"]
            #expect(value?.isEmpty == false, "\(key.rawValue) in \(language)")
        }
    }
}
