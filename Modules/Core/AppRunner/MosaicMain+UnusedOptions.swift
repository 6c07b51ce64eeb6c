import AppCore
import ArgumentParser
import Localization

extension MosaicMain {
    /// Why `command` refuses options it was given that would do nothing there, in the user's
    /// language: the screens' display options after a subcommand's name (ArgumentParser takes
    /// them, the subcommand ignores them), and the server options and the executable's own (the
    /// store's `--rules`, `--now`) for a command that reads only this device's data. Nil when
    /// every option given does something.
    static func unusedOptions(
        _ command: any ParsableCommand, options: AppOptions, arguments: [String], _ localizer: Localizer
    ) -> String? {
        if !(command is RootCommand<App>), case let display = DisplayOptions.given(in: arguments),
            !display.isEmpty
        {
            return localizer.string(
                UsageStrings.displayOptionsForScreens, ["options": display.joined(separator: ", ")])
        }
        let usesServer =
            !(command is any StandaloneCommand)
            && (command as? any PluginCommand).map { type(of: $0).usesServer } ?? true
        let own = usesServer ? [] : (try? RootOptions<App>.extra(in: arguments)).map(App.optionsGiven) ?? []
        if !usesServer, case let unused = options.serverOptionsGiven + own, !unused.isEmpty {
            return localizer.string(
                UsageStrings.serverOptionsUnused, ["options": unused.joined(separator: ", ")])
        }
        // A demo whose fakes stand in for every service loads nothing: they would do nothing.
        if let demo = App.self as? any DemoApplication.Type, !demo.usesServer,
            case let unused = options.serverOptionsGiven, !unused.isEmpty
        {
            return localizer.string(AppStrings.demoLoadsNothing, ["options": unused.joined(separator: ", ")])
        }
        return nil
    }
}
