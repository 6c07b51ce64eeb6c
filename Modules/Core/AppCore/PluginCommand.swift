import ArgumentParser

/// A scripting subcommand a feature adds to its apps (`packs list`, `packs archive ID`).
///
/// Declare the shared options with `@OptionGroup public var app: AppOptions`; the
/// runner builds the same container the screens get and calls ``run(in:)``.
public protocol PluginCommand: ParsableCommand {
    /// The shared options (environment, store, language, ...).
    var app: AppOptions { get }
    /// Does the work; print results with `context.output`, fail with ``CommandFailure``.
    @MainActor func run(in context: AppContext) async throws
}

/// A subcommand's failure: a message for stderr and a sysexits-style exit code.
public struct CommandFailure: Error, Sendable, CustomStringConvertible {
    /// What went wrong, for the user.
    public let message: String
    /// The process exit code.
    public let exitCode: Int32

    public init(_ message: String, exitCode: Int32 = ExitStatus.failure) {
        self.message = message
        self.exitCode = exitCode
    }

    public var description: String { message }
}

/// Exit codes used by every Mosaic executable.
public enum ExitStatus {
    /// Everything worked.
    public static let success: Int32 = 0
    /// The work failed (the screen settled on an error, the network failed, ...).
    public static let failure: Int32 = 1
    /// Bad command line (EX_USAGE).
    public static let usage: Int32 = 64
    /// The input named something that does not exist, e.g. an unknown id (EX_DATAERR).
    public static let dataError: Int32 = 65
    /// The database could not be opened or created (EX_CANTCREAT).
    public static let cannotCreate: Int32 = 73
}
