import Foundation
import Localization
import Networking

/// The messages of problems with a file an option names (`--data-file`, `--codes-file`,
/// `--rules`), and their exit codes.
public enum DataFileStrings: String, LocalizedKey, CaseIterable {
    case missing = "appcore.dataFile.missing"
    case unreadable = "appcore.dataFile.unreadable"
    case directory = "appcore.dataFile.directory"
    case device = "appcore.dataFile.device"
    case terminal = "appcore.dataFile.terminal"
    case empty = "appcore.dataFile.empty"
    /// "{option}: {file} is larger than {limit} MiB; raise the limit with {limitOption}."
    case tooLarge = "appcore.dataFile.tooLarge"
    /// The same for an option whose limit is fixed: "{option}: {file} is larger than {limit} MiB."
    case tooLargeFor = "appcore.dataFile.tooLargeFor"
    /// "Waiting for data on {file}… {seconds} s (Ctrl-C stops)"
    case waiting = "appcore.dataFile.waiting"

    public static var bundle: Bundle { .module }

    /// The sentence for `problem` with `path` (quoted, at most 200 characters of it), naming
    /// `option` (and, for a file over its limit, the option raising it when there is one).
    public static func message(
        path: String, problem: LocalFileProblem, option: FileOption = .dataFile, _ localizer: Localizer
    ) -> String {
        let file = path == "-" ? "-" : LocalFileProblem.quoted(path)
        let named = ["file": file, "option": option.name]
        switch problem {
        case .missing: return localizer.string(missing, named)
        case .inaccessible(let reason), .unreadable(let reason):
            return localizer.string(
                unreadable, named.merging(["reason": SystemReason.text(reason, in: localizer)]) { $1 })
        case .directory: return localizer.string(directory, named)
        case .device: return localizer.string(device, named)
        case .terminal: return localizer.string(terminal, named)
        case .empty: return localizer.string(empty, named)
        case .tooLarge(let limit):
            let size = named.merging(["limit": String(max(1, limit >> 20))]) { $1 }
            guard let limitOption = option.limitOption else { return localizer.string(tooLargeFor, size) }
            return localizer.string(tooLarge, size.merging(["limitOption": limitOption]) { $1 })
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

/// The command-line option a file came from, as the messages about that file name it.
public struct FileOption: Sendable, Hashable {
    /// The option, e.g. `--codes-file`.
    public let name: String
    /// The option that raises the file's size limit, when it has one.
    public let limitOption: String?

    /// The option `name`, whose size limit is raised by `limitOption` (nil: a fixed limit).
    public init(_ name: String, limitOption: String? = nil) {
        self.name = name
        self.limitOption = limitOption
    }

    /// `--data-file`, whose limit `--data-file-limit` raises.
    public static let dataFile = FileOption("--data-file", limitOption: "--data-file-limit")
}
