import ArgumentParser
import Localization

/// A scripting subcommand a feature adds to its apps (`packs list`, `packs archive ID`).
///
/// Declare the shared options as two groups side by side (``AppOptions`` says why not one):
///
///     @OptionGroup var server: ServerOptions
///     @OptionGroup var device: DeviceOptions
///
/// The runner builds the same container the screens get and calls ``run(in:)``.
public protocol PluginCommand: ParsableCommand {
    /// Where data comes from (`--env`, `--data-file`, ...).
    var server: ServerOptions { get }
    /// This device's options (`--store`, `--language`, ...).
    var device: DeviceOptions { get }
    /// Does the work; print results with `context.output`, fail with ``CommandFailure``.
    @MainActor func run(in context: AppContext) async throws
    /// Whether the command loads anything from a server; false for one that reads only what
    /// is stored on this device (the saved settings, the order history), which then refuses the
    /// server options (``AppOptions/serverOptionsGiven``) instead of ignoring them.
    static var usesServer: Bool { get }
}

extension PluginCommand {
    public static var usesServer: Bool { true }

    /// All the shared options.
    public var app: AppOptions { AppOptions(server: server, device: device) }
}

/// A ``PluginCommand`` that reads only what is stored on this device (the saved settings, the
/// store's order history): its help leaves the server options out, and it refuses them instead
/// of ignoring them. Declare the server's group hidden:
///
///     @OptionGroup(visibility: .private) var server: ServerOptions
///     @OptionGroup var device: DeviceOptions
public protocol DeviceDataCommand: PluginCommand {}

extension DeviceDataCommand {
    public static var usesServer: Bool { false }
}

/// A subcommand's failure: a localized message for stderr, a sysexits-style exit code, and
/// optional English detail for the log (`--verbose`).
public struct CommandFailure: Error, Sendable, CustomStringConvertible {
    /// What went wrong, for the user, in their language.
    public let message: String
    /// The process exit code (see ``ExitStatus``).
    public let exitCode: Int32
    /// Developer detail (a decoding path, a storage error), logged but never shown; empty when none.
    public let logDetail: String

    public init(_ message: String, exitCode: Int32 = ExitStatus.failure, logDetail: String? = nil) {
        self.message = message
        self.exitCode = exitCode
        self.logDetail = logDetail ?? ""
    }

    public var description: String { message }
}

extension CommandFailure: UserFacingError {
    /// The message, already in the user's language.
    public func message(_ localizer: Localizer) -> String { message }
    public var exitStatus: Int32 { exitCode }
}
