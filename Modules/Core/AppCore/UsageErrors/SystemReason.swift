import Foundation
import Localization

/// Why the system refused (a full disk, a closed pipe, no permission) in the user's language:
/// the C library and SQLite say it in English (`strerror`), inside a sentence that is not.
public enum SystemReason {
    /// `reason`, the C library's or SQLite's English words, in `localizer`'s language; a reason
    /// not known here is kept as it is (it still names the cause).
    public static func text(_ reason: String, in localizer: Localizer) -> String {
        ReasonStrings.translate(reason, localizer)
    }

    /// The reason for the error number `code` (`errno`) in `localizer`'s language.
    public static func text(errno code: Int32, in localizer: Localizer) -> String {
        text(String(cString: strerror(code)), in: localizer)
    }

    /// The reason for `error` in `localizer`'s language: the POSIX cause Foundation wraps (a full
    /// disk under "The operation could not be completed"), else the error's own description.
    public static func text(of error: any Error, in localizer: Localizer) -> String {
        let nsError = error as NSError
        if nsError.domain == NSPOSIXErrorDomain { return text(errno: Int32(nsError.code), in: localizer) }
        if let cause = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, cause.domain == NSPOSIXErrorDomain
        {
            return text(errno: Int32(cause.code), in: localizer)
        }
        return text(error.localizedDescription, in: localizer)
    }
}
