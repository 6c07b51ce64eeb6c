import Foundation
import Localization

extension TextOutput {
    /// "The output could not be written ({reason}); it is incomplete." in `localizer`'s language,
    /// with the system's reason, when a write to standard output failed; nil when every write
    /// succeeded. Every executable (the apps, the demos, mock-backend) says it and exits 74.
    public static func standardOutputFailureMessage(_ localizer: Localizer) -> String? {
        standardOutputFailure().map {
            localizer.string(OutputStrings.failed, ["reason": SystemReason.text($0, in: localizer)])
        }
    }
}

/// The words for output that could not be written.
enum OutputStrings: String, LocalizedKey, CaseIterable {
    case failed = "appcore.output.failed"

    static var bundle: Bundle { .module }
}
