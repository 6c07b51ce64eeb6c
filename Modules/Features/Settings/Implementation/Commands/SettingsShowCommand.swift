import AppCore
import ArgumentParser
import Localization
import Output
import SettingsInterface

/// `settings show [--format table|json]`: every setting's saved value, and the ones ignored.
public struct SettingsShowCommand: DeviceDataCommand {
    public static var configuration: CommandConfiguration {
        .localized("show", abstract: SettingsStrings.helpShow)
    }

    @OptionGroup(visibility: .private) public var server: ServerOptions

    @OptionGroup public var device: DeviceOptions
    @Option(help: .localized(HelpStrings.format)) var format: OutputFormat = .table

    public init() {}

    /// One row of the JSON output; every key is always present (`null` when unset), so
    /// scripts see one stable shape.
    struct Entry: Encodable {
        /// A saved value that was ignored (nil when it could not be read) and why.
        struct Note {
            let value: String?
            let reason: String

            /// Why `issue`'s value was ignored, in the user's language: the value as stored (at
            /// most 200 characters, controls shown as escapes) and the values the setting takes,
            /// or that it could not be read.
            init(_ issue: SettingsIssue, _ localizer: Localizer) {
                value = issue.storedValue.map(UsageText.bounded)
                reason =
                    value == nil
                    ? localizer[SettingsStrings.cliUnreadable]
                    : SettingsSetCommand.reason(issue.key, localizer)
            }

            /// `"tlh": not a supported language (en, pl, de, es)`, or the reason alone.
            var text: String { value.map { "\"\($0)\": \(reason)" } ?? reason }

            /// The table's note: `ignored "tlh": not a supported language (en, pl, de, es)`.
            func sentence(_ localizer: Localizer) -> String {
                guard let value else {
                    return localizer.string(SettingsStrings.cliIgnoredUnread, ["reason": reason])
                }
                return localizer.string(
                    SettingsStrings.cliIgnored, ["value": "\"\(value)\"", "reason": reason])
            }
        }

        let key: String
        let value: String?
        let ignored: Note?

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(key, forKey: .key)
            try container.encode(value, forKey: .value)
            try container.encode(ignored?.text, forKey: .ignored)
        }

        private enum CodingKeys: String, CodingKey { case key, value, ignored }
    }

    @MainActor public func run(in context: AppContext) async throws {
        let localizer = context.localizer
        let snapshot = try context.settingsService().load()
        let saved = SettingsCodec.encode(snapshot.settings)
        let entries = SettingKey.allCases.map { key in
            let issue = snapshot.issues.first { $0.key == key }
            return Entry(
                key: key.rawValue, value: saved[key] ?? nil,
                ignored: issue.map { Entry.Note($0, localizer) })
        }
        switch format {
        case .json:
            context.output.line(try OutputFormat.json(entries))
        case .table:
            // Keys and "default" are what `settings set` takes, so they stay as typed.
            context.output.table(
                entries,
                fields: [
                    .init(localizer[SettingsStrings.cliColumnSetting]) { $0.key },
                    .init(localizer[SettingsStrings.cliColumnValue]) { $0.value ?? "default" },
                    .init(localizer[SettingsStrings.cliColumnNote]) { entry in
                        entry.ignored?.sentence(localizer) ?? ""
                    },
                ])
        }
    }
}
