import AppCore
import Foundation
import Synchronization

/// Collects what an app writes, for assertions.
final class Capture: Sendable {
    private let text = Mutex("")

    var output: TextOutput { TextOutput { [self] line in text.withLock { $0 += line } } }
    var value: String { text.withLock { $0 } }
}

/// Runs `App` with `arguments` against a pinned environment and captures both streams.
@MainActor
func runApp<App: MosaicApplication>(
    _ app: App.Type, _ arguments: [String], environment: [String: String] = ["LANG": "en_US.UTF-8"]
) async -> (status: Int32, stdout: String, stderr: String) {
    let out = Capture()
    let err = Capture()
    let bootstrap = AppBootstrap(
        appName: App.name, defaultLanguage: App.defaultLanguage, environment: environment,
        timeZone: TimeZone(identifier: "UTC")!, output: out.output)
    let status = await MosaicMain<App>.run(arguments, bootstrap: bootstrap, errors: err.output)
    return (status, out.value, err.value)
}

/// A unique temporary directory path.
func temporaryPath(_ name: String) -> String {
    FileManager.default.temporaryDirectory.appending(path: "appcore-\(UUID().uuidString)-\(name)").path
}
