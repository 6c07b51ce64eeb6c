import ArgumentParser
import Foundation
import Localization
import Networking

/// The options that change how data is loaded from a server, or what stands in for one: the
/// environment, a local response body, and the mock's latency, failures and seed. Part of
/// ``AppOptions``; a command that reads only this device's data (``DeviceDataCommand``) parses
/// them to refuse them and leaves them out of its help.
public struct ServerOptions: ParsableArguments, Sendable {
    @Option(
        help: .localized(HelpStrings.env, valueName: "mock|stage|prod"))
    public var env: DataEnvironment?

    @Option(name: .customLong("base-url"), help: .localized(HelpStrings.baseURL))
    public var baseURL: String?

    @Option(
        name: .customLong("data-file"),
        help: .localized(HelpStrings.dataFile, valueName: "path"),
        completion: .file())
    public var dataFile: String?

    @Option(
        name: .customLong("data-file-limit"), parsing: .unconditional,
        help: .localized(HelpStrings.dataFileLimit, valueName: "MiB"))
    public var dataFileLimit: Int?

    /// Where this run's data comes from, parsed once: `--data-file` (which replaces the network
    /// with a local response body), else `--env` when given; nil leaves the choice to the saved
    /// settings (mock by default). `--data-file` with `--env stage|prod` is refused in
    /// ``validate()``.
    public var dataSource: DataSource? {
        if let dataFile { return .file(dataFile) }
        return env.map(DataSource.environment)
    }

    /// The options given, by name: a command that reads only this device's data refuses them,
    /// as every option it accepts must do something.
    public var given: [String] {
        [
            ("--env", env != nil), ("--base-url", baseURL != nil), ("--data-file", dataFile != nil),
            ("--data-file-limit", dataFileLimit != nil), ("--latency", latency != nil),
            ("--failure-rate", failureRate != nil), ("--offline", offline), ("--seed", seed != nil),
        ].filter(\.1).map(\.0)
    }

    /// Those of ``given`` that shape only the mock environment's answers (`--latency`,
    /// `--failure-rate`, `--seed`): a real server answers by itself, so stage and prod refuse them.
    public var mockOptionsGiven: [String] {
        given.filter { ["--latency", "--failure-rate", "--seed"].contains($0) }
    }

    /// ``dataFileLimit`` in bytes.
    public var dataFileLimitBytes: Int { (dataFileLimit ?? DataFileSource.defaultLimitMiB) << 20 }

    @Option(
        parsing: .unconditional,
        help: .localized(HelpStrings.latency, valueName: "seconds"))
    public var latency: Double?

    @Option(
        name: .customLong("failure-rate"), parsing: .unconditional,
        help: .localized(HelpStrings.failureRate, valueName: "rate"))
    public var failureRate: Double?

    @Flag(help: .localized(HelpStrings.offline))
    public var offline = false

    @Option(
        parsing: .unconditional,
        help: .localized(HelpStrings.seed))
    public var seed: UInt64?

    // Numbers are parsed unconditionally: "--latency -1" is a value to refuse with its range,
    // not an unknown option "-1".

    public init() {}

    /// The longest `--latency` (an hour), as mock-backend allows.
    public static let maximumLatency: Double = 3_600

    public mutating func validate() throws {
        if let failureRate, !(0...1).contains(failureRate) {
            throw ValidationError.localized(
                UsageStrings.failureRate, ["value": UsageText.number(failureRate)])
        }
        // NaN fails both comparisons; the upper bound keeps the conversion to a Duration exact.
        if let latency, !(latency >= 0 && latency <= Self.maximumLatency) {
            throw ValidationError.localized(
                UsageStrings.latency,
                ["maximum": "\(Int(Self.maximumLatency))", "value": UsageText.number(latency)])
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
    }
}
