import AppCore
import ArgumentParser
import Output
import SettingsInterface

/// `settings show [--format table|json]`: every setting's saved value, and the ones ignored.
public struct SettingsShowCommand: DeviceDataCommand {
    public static let configuration = CommandConfiguration(
        commandName: "show", abstract: "Print the saved settings (\"default\" where none is saved).")

    @OptionGroup public var options: DeviceDataOptions
    @Option(help: "table or json.") var format: OutputFormat = .table

    public init() {}

    /// One row of the JSON output; every key is always present (`null` when unset), so
    /// scripts see one stable shape.
    struct Entry: Encodable {
        let key: String
        let value: String?
        let ignored: String?

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(key, forKey: .key)
            try container.encode(value, forKey: .value)
            try container.encode(ignored, forKey: .ignored)
        }

        private enum CodingKeys: String, CodingKey { case key, value, ignored }
    }

    @MainActor public func run(in context: AppContext) async throws {
        let snapshot = try context.settingsService().load()
        let saved = SettingsCodec.encode(snapshot.settings)
        let entries = SettingKey.allCases.map { key in
            let issue = snapshot.issues.first { $0.key == key }
            return Entry(
                key: key.rawValue, value: saved[key] ?? nil,
                ignored: issue.map { "\($0.storedValue.map { "\"\($0)\": " } ?? "")\($0.reason)" })
        }
        switch format {
        case .json:
            context.output.line(try OutputFormat.json(entries))
        case .table:
            let table = TextTable(
                columns: [.init("SETTING"), .init("VALUE"), .init("NOTE")],
                rows: entries.map {
                    [$0.key, $0.value ?? "default", $0.ignored.map { "ignored \($0)" } ?? ""]
                })
            context.output.line(table.render())
        }
    }
}
