import Foundation
import Localization
import Networking

/// The messages of `--data-file` problems, and their exit codes.
public enum DataFileStrings: String, LocalizedKey, CaseIterable {
    case missing = "appcore.dataFile.missing"
    case unreadable = "appcore.dataFile.unreadable"
    case directory = "appcore.dataFile.directory"
    case device = "appcore.dataFile.device"
    case terminal = "appcore.dataFile.terminal"
    case empty = "appcore.dataFile.empty"
    case tooLarge = "appcore.dataFile.tooLarge"
    /// "Waiting for data on {file}… {seconds} s (Ctrl-C stops)"
    case waiting = "appcore.dataFile.waiting"

    public static var bundle: Bundle { .module }

    /// The sentence for `problem` with `path` (quoted, at most 200 characters of it).
    public static func message(path: String, problem: LocalFileProblem, _ localizer: Localizer) -> String {
        let file = path == "-" ? "-" : LocalFileProblem.quoted(path)
        switch problem {
        case .missing: return localizer.string(missing, ["file": file])
        case .inaccessible(let reason), .unreadable(let reason):
            return localizer.string(unreadable, ["file": file, "reason": reason])
        case .directory: return localizer.string(directory, ["file": file])
        case .device: return localizer.string(device, ["file": file])
        case .terminal: return localizer[terminal]
        case .empty: return localizer.string(empty, ["file": file])
        case .tooLarge(let limit):
            return localizer.string(tooLarge, ["file": file, "limit": String(max(1, limit >> 20))])
        }
    }

    /// A path that names no usable file is a bad command line (64); a file whose content cannot
    /// be used (empty, too large, unreadable bytes) is bad data (65).
    public static func exitStatus(_ problem: LocalFileProblem) -> Int32 {
        switch problem {
        case .missing, .inaccessible, .directory, .device, .terminal: ExitStatus.usage
        case .unreadable, .empty, .tooLarge: ExitStatus.dataError
        }
    }
}
