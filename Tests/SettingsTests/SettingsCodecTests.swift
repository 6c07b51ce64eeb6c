import Foundation
import Settings
import SettingsInterface
import Testing

/// Settings to and from their stored text; unusable values are ignored with a reason.
@Suite struct SettingsCodecTests {
    @Test func readsEveryValidValue() {
        let (settings, issues) = SettingsCodec.decode([
            .language: "de", .region: "de_AT", .environment: "stage", .failureRate: "0.25",
            .theme: "no-color",
        ])
        #expect(issues.isEmpty)
        #expect(settings.language == .de)
        #expect(settings.region == Locale(identifier: "de_AT"))
        #expect(settings.environment == .stage)
        #expect(settings.failureRate == 0.25)
        #expect(settings.theme == .noColor)
    }

    @Test func toleratesCaseSpacesAndDashes() {
        let (settings, issues) = SettingsCodec.decode([
            .language: " PL ", .region: "es-MX", .environment: "PROD", .failureRate: " 1 ",
        ])
        #expect(issues.isEmpty)
        #expect(
            settings
                == AppSettings(
                    language: .pl, region: Locale(identifier: "es_MX"), environment: .prod, failureRate: 1))
    }

    @Test(arguments: [
        (SettingKey.language, "fr"), (.language, ""), (.region, "xx_YY"), (.region, "de"),
        (.environment, "qa"),
        (.failureRate, "1.5"), (.failureRate, "-0.1"), (.failureRate, "lots"), (.failureRate, "nan"),
        (.theme, "solarized"), (.theme, "nocolor"),
    ])
    func ignoresUnusableValues(key: SettingKey, value: String) {
        let (settings, issues) = SettingsCodec.decode([key: value])
        #expect(settings == .defaults)
        #expect(issues.count == 1)
        #expect(issues.first?.key == key)
        #expect(issues.first?.storedValue == value)
        #expect(issues.first?.description.contains("Ignoring the saved setting \(key.rawValue)") == true)
    }

    @Test func oneBadValueDoesNotCostTheOthers() {
        let (settings, issues) = SettingsCodec.decode([.language: "klingon", .environment: "stage"])
        #expect(settings == AppSettings(environment: .stage))
        #expect(issues.map(\.key) == [.language])
    }

    @Test func encodesToTextThatDecodesBack() {
        let settings = AppSettings(
            language: .es, region: Locale(identifier: "en_GB"), environment: .prod, failureRate: 0.2,
            theme: .light)
        let encoded = SettingsCodec.encode(settings)
        #expect(encoded[.theme] == "light")
        #expect(encoded[.failureRate] == "0.2")
        #expect(encoded[.region] == "en_GB")
        let stored = encoded.compactMapValues { $0 }
        #expect(SettingsCodec.decode(stored).0 == settings)
        #expect(SettingsCodec.encode(.defaults).values.allSatisfy { $0 == nil })
    }
}
