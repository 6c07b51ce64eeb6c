import AppCore
import ArgumentParser

/// `settings [show|set|reset]`: the saved settings for scripts; `show` is the default.
public struct SettingsCommand: DeviceDataCommand {
    public static var configuration: CommandConfiguration {
        .localized(
            "settings", abstract: SettingsStrings.helpSettings,
            subcommands: [SettingsShowCommand.self, SettingsSetCommand.self, SettingsResetCommand.self],
            defaultSubcommand: SettingsShowCommand.self)
    }

    @OptionGroup(visibility: .private) public var server: ServerOptions

    @OptionGroup public var device: DeviceOptions

    public init() {}

    @MainActor public func run(in context: AppContext) async throws {
        // Not reached: ArgumentParser always picks a subcommand (show by default).
        throw UsageStrings.chooseSubcommand(["show", "set", "reset"], context.localizer)
    }
}

extension AppContext {
    /// Settings' service from the container, or a failure naming the wiring problem.
    @MainActor func settingsService() throws -> StoredSettingsService {
        try resolver.require(StoredSettingsService.self)
    }
}
