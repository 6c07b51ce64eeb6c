import AppCore
import AppRunner
import Foundation
import Localization
import MosaicTestSupport
import TerminalUI

/// Runs `App` in-process with `arguments` (UTC; English unless `environment` says otherwise) and
/// captures its exit status, output and errors.
@MainActor
public func runApp<App: MosaicApplication>(
    _ app: App.Type, _ arguments: [String], environment: [String: String] = ["LANG": "en_US.UTF-8"],
    timeZone: TimeZone = utc
) async -> AppRun {
    await MosaicMain<App>.runCapturing(arguments, environment: environment, timeZone: timeZone)
}

/// A headless session of `screen` with the app's chrome in `language`, settled (its first load
/// done), at a snapshot-friendly size.
@MainActor
public func settledSession(
    _ screen: any Screen, language: Language = .en, width: Int = 80, height: Int = 20
) async throws -> HeadlessSession {
    let session = HeadlessSession(
        root: screen, size: TerminalSize(width: width, height: height),
        labels: ChromeLabels(Localizer(language: language)))
    try await session.settle()
    return session
}
