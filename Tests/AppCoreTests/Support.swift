import AppCore
import Foundation

/// Runs `App` with `arguments` in-process (UTC, English unless `environment` says otherwise).
@MainActor
func runApp<App: MosaicApplication>(
    _ app: App.Type, _ arguments: [String], environment: [String: String] = ["LANG": "en_US.UTF-8"]
) async -> AppRun {
    await MosaicMain<App>.runCapturing(arguments, environment: environment, timeZone: .gmt)
}

/// A unique temporary directory path.
func temporaryPath(_ name: String) -> String {
    FileManager.default.temporaryDirectory.appending(path: "appcore-\(UUID().uuidString)-\(name)").path
}
