import AppCore
import ArgumentParser

/// `settings reset`: removes every saved setting; the defaults apply on the next start.
public struct SettingsResetCommand: DeviceDataCommand {
    public static var configuration: CommandConfiguration {
        .localized("reset", abstract: SettingsStrings.helpReset)
    }

    @OptionGroup(visibility: .private) public var server: ServerOptions

    @OptionGroup public var device: DeviceOptions

    public init() {}

    @MainActor public func run(in context: AppContext) async throws {
        do {
            try context.settingsService().reset()
        } catch let failure as CommandFailure {
            throw failure
        } catch {
            throw CommandFailure(context.localizer[SettingsStrings.cliResetFailed], logDetail: "\(error)")
        }
        context.output.line(context.localizer[SettingsStrings.cliResetDone])
    }
}
