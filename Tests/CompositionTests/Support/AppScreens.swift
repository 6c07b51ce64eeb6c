import AppCore
import AppRunner
import AppRunnerTestSupport
import Clocks
import Foundation
import Localization
import MosaicTestSupport
import TerminalUI

/// An app's screens built from its real composition, as `swift run <app>` builds them, on its
/// embedded data (in-memory store, no latency, no simulated failures).
@MainActor
enum AppScreens {
    /// The app's root screen and the chrome's words, in `language` (the app's default when nil),
    /// at `now` when given (the wall clock then stands still there).
    static func root<App: MosaicApplication>(
        _ app: App.Type, options: App.Options, language: Language? = nil, now: Date? = nil,
        plugins: [any FeaturePlugin]? = nil
    ) throws -> (screen: any Screen, labels: ChromeLabels) {
        let context = try appContext(
            app, options: options, arguments: ["--store", "memory", "--latency", "0", "--failure-rate", "0"],
            language: language, now: now, plugins: plugins)
        return (
            try context.makeLocalizedRoot(title: App.title),
            context.chromeLabels(in: context.localizer.language)
        )
    }

    /// The screens inside `screen`'s tab containers (the screen itself when it has none), each
    /// with the shell keys that must pass it by: `reserved`, plus the tab keys of every
    /// multi-tab container around it (`productKeys` for a container switched by product keys).
    static func leaves(
        of screen: any Screen, reserved: [Key] = [], tabKeys: [Key] = [], productKeys: [Key] = []
    ) -> [(screen: any Screen, keys: [Key])] {
        guard let host = screen.tabHost else { return [(screen, reserved)] }
        var keys = reserved
        if host.tabs.count > 1 {
            keys += (host as? TabContainer)?.switching == .productKeys ? productKeys : tabKeys
        }
        return host.tabs.flatMap {
            leaves(of: $0, reserved: keys, tabKeys: tabKeys, productKeys: productKeys)
        }
    }
}
