import AppCore
import ArgumentParser
import DataStorage
import Formatting
import Localization

/// A subcommand that runs without the app's container, so it never opens (or creates) the
/// database: `data`, `data path`, `data wipe`. It gets the user's language (from `--language`
/// or the locale variables; a language saved in Settings would need the database), formatting
/// and where the app keeps its files.
///
/// It reads only this device's files, so its help leaves the server options out (and the runner
/// refuses them): declare
///
///     @OptionGroup(visibility: .private) var server: ServerOptions
///     @OptionGroup var device: DeviceOptions
public protocol StandaloneCommand: ParsableCommand {
    /// The server options, parsed to be refused; hidden from the help.
    var server: ServerOptions { get }
    /// This device's options (`--store`, `--language`, ...).
    var device: DeviceOptions { get }
    /// Does the work; print with `context.output`, fail with ``CommandFailure``.
    @MainActor func run(in context: StandaloneContext) async throws
}

extension StandaloneCommand {
    /// All the shared options.
    public var app: AppOptions { AppOptions(server: server, device: device) }
}

/// What a ``StandaloneCommand`` gets.
@MainActor
public struct StandaloneContext {
    /// The executable's name, e.g. "packs".
    public let appName: String
    /// The user's language.
    public let localizer: Localizer
    /// Formatting for that language.
    public let formatters: Formatters
    /// Where results go.
    public let output: TextOutput
    /// Where questions and warnings go.
    public let errors: TextOutput
    /// The XDG folders.
    public let directories: DataDirectories
    /// The database this run would use (`--store`, else the default file).
    public let store: StorageLocation
    /// Every feature the app hosts (each describes its tables).
    public let features: [any FeaturePlugin]
    /// Asks the user a yes/no question; nil when there is no terminal to ask on.
    public let confirm: @MainActor (String) -> Bool?
}
