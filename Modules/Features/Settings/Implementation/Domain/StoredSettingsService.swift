import Foundation
import Logging
import SettingsInterface

/// Reads and saves the user's settings in a ``SettingsStorage``, validating what it reads:
/// an unusable saved value is ignored with a log line, never a crash.
public struct StoredSettingsService: SettingsService {
    /// What loading found: the usable settings and the values that were ignored.
    public struct Snapshot: Sendable, Hashable {
        /// The saved settings that can be used.
        public var settings: AppSettings
        /// Saved values that were ignored, and why.
        public var issues: [SettingsIssue]
    }

    private let storage: any SettingsStorage
    private let logger: Logger

    /// A service over `storage`.
    public init(storage: any SettingsStorage, logger: Logger = Logger(label: "mosaic.settings")) {
        self.storage = storage
        self.logger = logger
    }

    /// The saved settings (values that cannot be used are left out).
    public func settings() -> AppSettings {
        load().settings
    }

    /// The saved settings and the values that were ignored; with `logsIssues`, each ignored
    /// value is logged (done once per start, when the launch preferences are read).
    public func load(logsIssues: Bool = false) -> Snapshot {
        var stored: [SettingKey: String] = [:]
        var unreadable: [SettingsIssue] = []
        for key in SettingKey.allCases {
            do {
                stored[key] = try storage.value(for: key)
            } catch {
                unreadable.append(
                    SettingsIssue(key: key, storedValue: nil, reason: Self.describe(error)))
            }
        }
        let (settings, invalid) = SettingsCodec.decode(stored)
        let issues = unreadable + invalid
        for issue in issues where logsIssues {
            logger.warning("\(issue.description)")
        }
        return Snapshot(settings: settings, issues: issues)
    }

    /// Saves the `key` setting of `settings` (a nil value removes the saved choice). Only that key
    /// is written, so one setting's save never touches the others.
    public func save(_ settings: AppSettings, only key: SettingKey) throws {
        let text = SettingsCodec.encode(settings)[key] ?? nil
        try storage.setValue(text, for: key)
        logger.info("Saved setting \(key.rawValue) = \(text ?? "(default)")")
    }

    /// Removes every saved choice in one write, so the defaults apply from the next start.
    public func reset() throws {
        try storage.removeAll()
        logger.info("Reset all settings to their defaults")
    }

    private static func describe(_ error: any Error) -> String {
        (error as? any LocalizedError)?.errorDescription ?? "\(error)"
    }
}
