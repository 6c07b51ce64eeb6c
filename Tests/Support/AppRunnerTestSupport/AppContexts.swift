import AppCore
import AppRunner
import Foundation
import Localization
import MosaicTestSupport

/// The context `App` builds for a run with `arguments` (default: an in-memory store), in UTC with
/// no environment variables: its real plugins, assemblies and migrations. `language` adds
/// `--language`; `plugins` replaces the app's own list (e.g. a plugin on a test clock); `now` stands the wall clock still there (a ``FrozenClock``: sleeps return at once, time never moves).
@MainActor
public func appContext<App: MosaicApplication>(
    _ app: App.Type, options: App.Options, arguments: [String] = ["--store", "memory"],
    language: Language? = nil, now: Date? = nil, plugins: [any FeaturePlugin]? = nil
) throws -> AppContext {
    var bootstrap = AppBootstrap(
        appName: App.name, defaultLanguage: App.defaultLanguage, environment: [:], timeZone: utc,
        clock: now == nil ? ContinuousClock() : FrozenClock())
    bootstrap.now = now
    let language = language.map { ["--language", $0.rawValue] } ?? []
    return try bootstrap.makeContext(
        options: try AppOptions.parse(arguments + language), plugins: plugins ?? App.plugins(options))
}

/// The context an app of just `plugins` builds for a run with `arguments` (default: an in-memory
/// store), in UTC; `environment` stands for the process's variables (e.g. `LANG`).
@MainActor
public func pluginContext(
    _ plugins: [any FeaturePlugin], arguments: [String] = ["--store", "memory"],
    environment: [String: String] = [:], appName: String = "test"
) throws -> AppContext {
    try AppBootstrap(appName: appName, environment: environment, timeZone: utc)
        .makeContext(options: try AppOptions.parse(arguments), plugins: plugins)
}
