import ArgumentParser
import Foundation
import Localization
import Networking

/// Options every Mosaic app and every plugin subcommand accepts: where data comes from
/// (``ServerOptions``), where it is stored, language, colors and logging (``DeviceOptions``).
/// Each option reads as a property of its own (`app.env`, `app.store`).
///
/// A command declares the two groups side by side, never one group holding both:
///
///     @OptionGroup var server: ServerOptions
///     @OptionGroup var device: DeviceOptions
///
/// and gets `app` from ``PluginCommand``. ArgumentParser's debug builds check every group again
/// for each level it is nested in: a group of groups made each debug run of an app spend four
/// times as long parsing its command line (`CommandTreeTests` keeps every command one level deep).
@dynamicMemberLookup
public struct AppOptions: Sendable {
    public var server: ServerOptions
    public var device: DeviceOptions

    /// The defaults: no option given.
    public init() {
        self.init(server: ServerOptions(), device: DeviceOptions())
    }

    /// The options of `server` and `device`.
    public init(server: ServerOptions, device: DeviceOptions) {
        self.server = server
        self.device = device
    }

    /// The shared options in `arguments` (no others), as a command would parse them; for tests
    /// and tools that need options without a command.
    public static func parse(_ arguments: [String]) throws -> AppOptions {
        let parsed = try Parsed.parse(arguments)
        return AppOptions(server: parsed.server, device: parsed.device)
    }

    private struct Parsed: ParsableArguments {
        @OptionGroup var server: ServerOptions
        @OptionGroup var device: DeviceOptions
    }

    /// A server option, e.g. `app.env`, `app.latency`.
    public subscript<Value>(dynamicMember option: WritableKeyPath<ServerOptions, Value>) -> Value {
        get { server[keyPath: option] }
        set { server[keyPath: option] = newValue }
    }

    /// What the server options say, e.g. `app.dataSource`, `app.mockOptionsGiven`.
    public subscript<Value>(dynamicMember value: KeyPath<ServerOptions, Value>) -> Value {
        server[keyPath: value]
    }

    /// An option about this device, e.g. `app.store`, `app.language`.
    public subscript<Value>(dynamicMember option: WritableKeyPath<DeviceOptions, Value>) -> Value {
        get { device[keyPath: option] }
        set { device[keyPath: option] = newValue }
    }

    /// The server options given, by name (``ServerOptions/given``).
    public var serverOptionsGiven: [String] { server.given }
}

/// The options about this device: where the app's database is, the language, colors and logging.
/// Part of ``AppOptions``; every command uses them.
public struct DeviceOptions: ParsableArguments, Sendable {
    @Option(
        help: .localized(HelpStrings.store, valueName: "path|memory"))
    public var store: String?

    @Option(
        help: .localized(HelpStrings.language, valueName: "code"))
    public var language: String?

    @Flag(name: .customLong("no-color"), help: .localized(HelpStrings.noColor))
    public var noColor = false

    @Flag(name: .shortAndLong, help: .localized(HelpStrings.verbose))
    public var verbose = false

    @Option(name: .customLong("log-file"), help: .localized(HelpStrings.logFile, valueName: "path"))
    public var logFile: String?

    @Flag(
        name: .customLong("log"),
        help: .localized(HelpStrings.log))
    public var log = false

    public init() {}

    public mutating func validate() throws {
        if store?.isEmpty == true {
            throw ValidationError.localized(UsageStrings.storeEmpty)
        }
    }
}

/// How the app's screens are shown: interactively, as one printed frame, or by replaying keys.
public struct DisplayOptions: ParsableArguments, Sendable {
    @Flag(help: .localized(HelpStrings.plain))
    public var plain = false

    @Option(
        help: .localized(HelpStrings.keys, valueName: "keys"))
    public var keys: String?

    @Flag(
        name: .customLong("no-mouse"),
        help: .localized(HelpStrings.noMouse))
    public var noMouse = false

    public init() {}

    /// The fix for a command line whose `--keys` value starts with "-" (which the parser takes
    /// for an option), or nil when `arguments` have no such value.
    package static func keysHint(for arguments: [String], _ localizer: Localizer) -> String? {
        guard let index = arguments.firstIndex(of: "--keys"), arguments.indices.contains(index + 1),
            arguments[index + 1].hasPrefix("-")
        else { return nil }
        let script = arguments[index + 1].replacingOccurrences(of: "\"", with: "\\\"")
        return localizer.string(
            UsageStrings.keysHint, ["fix": "--keys=\"\(UsageText.bounded(script))\""])
    }

    public mutating func validate() throws {
        if plain, keys != nil {
            throw ValidationError.localized(UsageStrings.plainAndKeys)
        }
        // A printed frame takes no clicks: the flag would do nothing.
        if plain, noMouse {
            throw ValidationError.localized(UsageStrings.noMouseWithPlain)
        }
    }

    /// The display options typed in `arguments` (up to a `--`), by name: ArgumentParser accepts
    /// them after a subcommand's name too, where they would do nothing (a subcommand prints its
    /// own output), so the runner refuses them there.
    public static func given(in arguments: [String]) -> [String] {
        let words = arguments.prefix { $0 != "--" }
        return ["--plain", "--keys", "--no-mouse"].filter { name in
            words.contains { $0 == name || $0.hasPrefix(name + "=") }
        }
    }
}

extension DataEnvironment: ExpressibleByArgument {}

/// Where an app's data comes from, as the command line chose it.
public enum DataSource: Sendable, Hashable {
    /// One of the environments (`--env`).
    case environment(DataEnvironment)
    /// A local response body (`--data-file PATH`, `-` for standard input), served in place of the
    /// feature's list request on the mock environment.
    case file(String)

    /// The file's path, when the data comes from a file.
    public var filePath: String? {
        if case .file(let path) = self { return path }
        return nil
    }
}
