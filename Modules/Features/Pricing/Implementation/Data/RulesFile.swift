import AppCore
import Foundation
import Localization
import Networking
import PricingInterface

/// A rule-set file named by `--rules`: read with the checks every file option has
/// (``OptionFile``: a file or a pipe, never a folder or a device, at most ``limit`` bytes), then
/// decoded and validated as a whole.
public enum RulesFile {
    /// The most bytes a rules file may hold: 16 MiB (the bundled set is under 4 KB).
    public static let limit = 16 << 20

    /// Why `path` cannot be a rules file, worded in `localizer`'s language, when the path names no
    /// usable regular file (a usage error, exit 64: missing, a folder, a device, a pipe or standard
    /// input, which cannot be read again on a refresh); nil when it can be read. What the file holds
    /// is checked by ``read(_:localizer:)``.
    public static func pathProblem(_ path: String, localizer: Localizer) -> String? {
        do {
            let source = try DataFileSource(path: path, limit: limit)
            guard case .regular = source.kind else {
                let file = path == "-" ? "-" : LocalFileProblem.quoted(path)
                return localizer.string(PricingStrings.rulesNotRegular, ["file": file])
            }
            return nil
        } catch {
            guard DataFileStrings.exitStatus(error) == ExitStatus.usage else { return nil }
            return DataFileStrings.message(
                path: path, problem: error, option: FileOption("--rules"), localizer)
        }
    }

    /// The rule set in `path`, worded in `localizer`'s language when it cannot be used: a path
    /// that names no usable regular file exits 64 (``pathProblem(_:localizer:)``); an empty, too
    /// large or invalid file 65, with where it is wrong on a line of its own
    /// ("bad.json: rules[0].parameters.percent: …"), like a compiler's.
    public static func read(_ path: String, localizer: Localizer) throws(CommandFailure) -> PricingRuleSet {
        if let problem = pathProblem(path, localizer: localizer) {
            throw CommandFailure(problem, exitCode: ExitStatus.usage)
        }
        let data = try OptionFile.read(path, option: "--rules", limit: limit, localizer: localizer)
        do {
            return try RuleSetDecoder.decode(data)
        } catch {
            var message = localizer[PricingStrings.errorInvalid]
            if case .invalid(let detail) = error { message += "\n\(path): \(detail)" }
            throw CommandFailure(message, exitCode: ExitStatus.dataError, logDetail: error.description)
        }
    }
}
