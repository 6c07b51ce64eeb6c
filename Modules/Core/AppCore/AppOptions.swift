import ArgumentParser
import Foundation
import Localization
import Networking

/// Options every Mosaic app and every plugin subcommand accepts: where data comes
/// from, where it is stored, language, colors and logging.
public struct AppOptions: ParsableArguments, Sendable {
    @Option(
        help: ArgumentHelp(
            "Data source: mock (bundled data, no network; the default), stage (local mock-backend), prod (real servers).",
            valueName: "mock|stage|prod"))
    public var env: DataEnvironment?

    @Option(name: .customLong("base-url"), help: "Server base URL for stage or prod (prod requires https).")
    public var baseURL: String?

    @Option(
        name: .customLong("data-file"),
        help: ArgumentHelp(
            "Serve this local response body instead of the network: a file, a pipe or <(command), or - for standard input.",
            valueName: "path"),
        completion: .file())
    public var dataFile: String?

    @Option(
        name: .customLong("data-file-limit"), parsing: .unconditional,
        help: ArgumentHelp(
            "The most --data-file may hold, in MiB (default: 256).", valueName: "MiB"))
    public var dataFileLimit: Int?

    /// Where this run's data comes from, parsed once: `--data-file` (which replaces the network
    /// with a local response body), else `--env` when given; nil leaves the choice to the saved
    /// settings (mock by default). `--data-file` with `--env stage|prod` is refused in
    /// ``validate()``.
    public var dataSource: DataSource? {
        if let dataFile { return .file(dataFile) }
        return env.map(DataSource.environment)
    }

    /// The options given that only change how data is loaded from a server (or stands in for
    /// it), by name: a command that reads only this device's data refuses them, as every option
    /// it accepts must do something.
    public var serverOptionsGiven: [String] {
        [
            ("--env", env != nil), ("--base-url", baseURL != nil), ("--data-file", dataFile != nil),
            ("--data-file-limit", dataFileLimit != nil), ("--latency", latency != nil),
            ("--failure-rate", failureRate != nil), ("--offline", offline), ("--seed", seed != nil),
        ].filter(\.1).map(\.0)
    }

    /// Those of ``serverOptionsGiven`` that shape only the mock environment's answers
    /// (`--latency`, `--failure-rate`, `--seed`): a real server answers by itself, so stage and
    /// prod refuse them.
    public var mockOptionsGiven: [String] {
        serverOptionsGiven.filter { ["--latency", "--failure-rate", "--seed"].contains($0) }
    }

    /// ``dataFileLimit`` in bytes.
    public var dataFileLimitBytes: Int { (dataFileLimit ?? DataFileSource.defaultLimitMiB) << 20 }

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("Mock latency in seconds (default: the feature's own).", valueName: "seconds"))
    public var latency: Double?

    @Option(
        name: .customLong("failure-rate"), parsing: .unconditional,
        help: ArgumentHelp(
            "Probability 0...1 that a mock request fails (default: the feature's own).", valueName: "rate"))
    public var failureRate: Double?

    @Flag(help: "Behave as if there were no network connection.")
    public var offline = false

    @Option(
        parsing: .unconditional,
        help: "Seed for the mock environment's random latency and failures (default: random).")
    public var seed: UInt64?

    @Option(
        help: ArgumentHelp(
            "Database file, or 'memory' for a throwaway run (default: $XDG_DATA_HOME/mosaic/<app>.sqlite).",
            valueName: "path|memory"))
    public var store: String?

    @Option(
        help: ArgumentHelp(
            "Language: en, pl, de or es (default: LC_ALL, LC_MESSAGES, LANG).", valueName: "code"))
    public var language: String?

    @Flag(name: .customLong("no-color"), help: "Plain text without colors (also when NO_COLOR is set).")
    public var noColor = false

    @Flag(name: .shortAndLong, help: "Log to stderr (or to --log-file).")
    public var verbose = false

    @Option(name: .customLong("log-file"), help: ArgumentHelp("Append logs to this file.", valueName: "path"))
    public var logFile: String?

    @Flag(
        name: .customLong("log"),
        help:
            "Append logs to $XDG_STATE_HOME/mosaic/<app>.log ('<app> data' lists it, 'data wipe' removes it)."
    )
    public var log = false

    // Numbers are parsed unconditionally: "--latency -1" is a value to refuse with its range,
    // not an unknown option "-1".

    public init() {}

    /// The longest `--latency` (an hour), as mock-backend allows.
    public static let maximumLatency: Double = 3_600

    public mutating func validate() throws {
        if let failureRate, !(0...1).contains(failureRate) {
            throw ValidationError.localized(UsageStrings.failureRate, ["value": "\(failureRate)"])
        }
        // NaN fails both comparisons; the upper bound keeps the conversion to a Duration exact.
        if let latency, !(latency >= 0 && latency <= Self.maximumLatency) {
            throw ValidationError.localized(
                UsageStrings.latency, ["maximum": "\(Int(Self.maximumLatency))", "value": "\(latency)"])
        }
        if let baseURL {
            guard let url = URL(string: baseURL), let scheme = url.scheme?.lowercased(), url.host != nil,
                scheme == "http" || scheme == "https"
            else {
                throw ValidationError.localized(
                    UsageStrings.baseURLInvalid, ["url": UsageText.bounded(baseURL)])
            }
            if env == nil || env == .mock {
                throw ValidationError.localized(UsageStrings.baseURLNeedsEnv)
            }
            if env == .prod, scheme != "https" {
                throw ValidationError.localized(
                    UsageStrings.prodNeedsHTTPS, ["url": UsageText.bounded(baseURL)])
            }
        }
        if dataFile != nil, let env, env != .mock {
            throw ValidationError.localized(UsageStrings.dataFileWithEnv, ["env": env.rawValue])
        }
        // What --data-file names is checked when the app starts (AppBootstrap), with a message in
        // the user's language; here only the limit, a plain number.
        if let dataFileLimit, !(1...DataFileSource.maximumLimitMiB).contains(dataFileLimit) {
            throw ValidationError.localized(
                UsageStrings.dataFileLimit,
                ["maximum": "\(DataFileSource.maximumLimitMiB)", "value": "\(dataFileLimit)"])
        }
        // After the range: a limit out of range is said as such, with or without --data-file.
        if dataFileLimit != nil, dataFile == nil {
            throw ValidationError.localized(UsageStrings.dataFileLimitAlone)
        }
        if store?.isEmpty == true {
            throw ValidationError.localized(UsageStrings.storeEmpty)
        }
    }
}

/// How the app's screens are shown: interactively, as one printed frame, or by replaying keys.
public struct DisplayOptions: ParsableArguments, Sendable {
    @Flag(help: "Print the first settled screen without escape codes and exit (1 if it shows an error).")
    public var plain = false

    @Option(
        help: ArgumentHelp(
            "Replay keys headlessly, e.g. \"down down enter\", then print the screen. Keys that start with '-' need an '=': --keys=\"- x\".",
            valueName: "keys"))
    public var keys: String?

    @Flag(
        name: .customLong("no-mouse"),
        help: "Leave the mouse to the terminal (text selection) instead of clicking and scrolling in the app."
    )
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
