import AppCore
import ArgumentParser
import Foundation
import Localization
import Networking
import SettingsInterface

/// `settings set KEY VALUE`: saves one setting ("default" removes it); it applies on next start.
public struct SettingsSetCommand: DeviceDataCommand {
    public static var configuration: CommandConfiguration {
        .localized(
            "set", abstract: SettingsStrings.helpSet, discussion: .helpSetDiscussion,
            [
                "languages": Language.allCases.map(\.rawValue).joined(separator: ", "),
                "regions": SettingsCatalog.regions.map(\.identifier).joined(separator: ", "),
                "environments": DataEnvironment.allCases.map(\.rawValue).joined(separator: ", "),
                "themes": InterfaceTheme.allCases.map(\.rawValue).joined(separator: ", "),
            ])
    }

    @OptionGroup(visibility: .private) public var server: ServerOptions

    @OptionGroup public var device: DeviceOptions
    @Argument(help: .localized(SettingsStrings.helpKey)) var key: String
    @Argument(help: .localized(SettingsStrings.helpValue)) var value: String

    public init() {}

    @MainActor public func run(in context: AppContext) async throws {
        let localizer = context.localizer
        let shownKey = UsageText.bounded(key)
        guard let settingKey = SettingKey(rawValue: key) else {
            let keys = SettingKey.allCases.map(\.rawValue).joined(separator: ", ")
            throw CommandFailure(
                localizer.string(SettingsStrings.cliUnknownKey, ["key": shownKey, "keys": keys]),
                exitCode: ExitStatus.usage)
        }
        let service = try context.settingsService()
        var settings = service.load().settings
        if value.lowercased() == "default" {
            settings = SettingChoice.defaultChoice(for: settingKey).applied(to: settings)
        } else {
            let (decoded, issues) = SettingsCodec.decode([settingKey: value])
            if let issue = issues.first {
                throw CommandFailure(
                    localizer.string(
                        SettingsStrings.cliInvalid,
                        [
                            "key": key, "value": UsageText.bounded(value),
                            "reason": Self.reason(settingKey, localizer),
                        ]),
                    exitCode: ExitStatus.usage, logDetail: issue.description)
            }
            settings = SettingChoice.current(settingKey, in: decoded).applied(to: settings)
        }
        do {
            try service.save(settings, only: settingKey)
        } catch {
            throw CommandFailure(
                localizer.string(SettingsStrings.cliSaveFailed, ["key": key]), logDetail: "\(error)")
        }
        let saved = SettingsCodec.encode(settings)[settingKey] ?? nil
        context.output.line(
            localizer.string(SettingsStrings.cliSaved, ["key": key, "value": saved ?? "default"]))
    }

    /// Why a value is not one `key` takes, with the values it does take.
    static func reason(_ key: SettingKey, _ localizer: Localizer) -> String {
        switch key {
        case .language:
            localizer.string(
                SettingsStrings.reasonLanguage,
                ["choices": Language.allCases.map(\.rawValue).joined(separator: ", ")])
        case .region:
            localizer.string(
                SettingsStrings.reasonRegion,
                ["choices": SettingsCatalog.regions.map(\.identifier).joined(separator: ", ")])
        case .environment:
            localizer.string(
                SettingsStrings.reasonEnvironment,
                ["choices": DataEnvironment.allCases.map(\.rawValue).joined(separator: ", ")])
        case .failureRate: localizer[SettingsStrings.reasonFailureRate]
        case .theme:
            localizer.string(
                SettingsStrings.reasonTheme,
                ["choices": InterfaceTheme.allCases.map(\.rawValue).joined(separator: ", ")])
        }
    }
}

extension SettingChoice {
    /// The "not chosen" value of `key`.
    static func defaultChoice(for key: SettingKey) -> SettingChoice {
        switch key {
        case .language: .language(nil)
        case .region: .region(nil)
        case .environment: .environment(nil)
        case .failureRate: .failureRate(nil)
        case .theme: .theme(nil)
        }
    }
}
