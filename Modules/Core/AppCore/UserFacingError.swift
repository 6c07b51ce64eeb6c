import Foundation
import Localization
import Networking
import TerminalUI

/// An error a person is shown: a sentence in their language, the exit status a command ends
/// with, and English detail for the log (`--verbose`), never for the screen.
///
/// Features conform their own errors; ``NetworkError`` conforms here, so every feature words
/// "offline", "server not reachable", "server error" and "unreadable data" the same way.
public protocol UserFacingError: Error, Sendable {
    /// The sentence shown on screen or on stderr, in `localizer`'s language.
    func message(_ localizer: Localizer) -> String
    /// The exit status a subcommand failing with this error ends with (see ``ExitStatus``).
    var exitStatus: Int32 { get }
    /// What went wrong in detail, in English, for the log.
    var logDetail: String { get }
}

extension UserFacingError {
    public var exitStatus: Int32 { ExitStatus.failure }
    public var logDetail: String { String(describing: self) }
}

extension NetworkError: UserFacingError {
    public func message(_ localizer: Localizer) -> String {
        switch self {
        case .offline: localizer[AppErrorStrings.offline]
        case .unreachable(let server): localizer.string(AppErrorStrings.unreachable, ["server": server])
        case .timeout: localizer[AppErrorStrings.timeout]
        case .httpStatus(let code, _): localizer.string(AppErrorStrings.server, ["code": String(code)])
        case .decoding: localizer[AppErrorStrings.unreadable]
        case .cancelled: localizer[AppErrorStrings.cancelled]
        case .invalidURL: localizer[AppErrorStrings.invalidURL]
        case .transport: localizer[AppErrorStrings.transport]
        case .localFile(let path, let problem):
            DataFileStrings.message(path: path, problem: problem, localizer)
        }
    }

    /// Unreadable data is bad input (65); everything else is a failed run (1).
    public var exitStatus: Int32 {
        switch self {
        case .decoding: ExitStatus.dataError
        case .localFile(_, let problem): DataFileStrings.exitStatus(problem)
        default: ExitStatus.failure
        }
    }

    public var logDetail: String { description }
}

extension ScreenPhase {
    /// The phase of a screen showing `error` as `message`: data that cannot be read is
    /// ``ScreenPhase/unreadableData(_:)`` (a headless run exits 65), anything else ``ScreenPhase/failed(_:)``.
    public static func failure(_ error: any UserFacingError, message: String) -> ScreenPhase {
        error.exitStatus == ExitStatus.dataError ? .unreadableData(message) : .failed(message)
    }
}

extension Localizer {
    /// The sentence for any error: its own for a ``UserFacingError``, else a generic one (the
    /// detail of an unexpected error belongs in the log, never on screen).
    public func message(for error: any Error) -> String {
        (error as? any UserFacingError)?.message(self) ?? self[AppErrorStrings.unexpected]
    }

    /// "The change could not be saved on this device.": for a failed local write (detail logged).
    public var notSavedMessage: String { self[AppErrorStrings.notSaved] }
}

/// The shared sentences for failures every feature can meet.
enum AppErrorStrings: String, LocalizedKey, CaseIterable {
    case offline = "appcore.error.offline"
    case unreachable = "appcore.error.unreachable"
    case timeout = "appcore.error.timeout"
    case server = "appcore.error.server"
    case unreadable = "appcore.error.unreadable"
    case cancelled = "appcore.error.cancelled"
    case invalidURL = "appcore.error.invalidURL"
    case transport = "appcore.error.transport"
    case unexpected = "appcore.error.unexpected"
    case notSaved = "appcore.error.notSaved"

    static var bundle: Bundle { .module }
}
