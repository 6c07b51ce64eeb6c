import AppCore
import Foundation
import Localization
import MosaicTestSupport
import Networking
import Testing

/// Files other options name (`--codes-file`, `--rules`) are checked as `--data-file` is.
@Suite("OptionFile")
struct OptionFileTests {
    private let english = Localizer(language: .en)

    private func failure(_ path: String, limit: Int = 1 << 20, language: Language = .en) -> CommandFailure? {
        do {
            _ = try OptionFile.read(
                path, option: "--codes-file", limit: limit, localizer: Localizer(language: language))
            return nil
        } catch {
            return error
        }
    }

    @Test("a regular file is read whole")
    func readsAFile() throws {
        let file = try temporaryFile("MUG VOUCHER\n", named: "codes.txt")
        defer { try? FileManager.default.removeItem(at: file) }
        #expect(
            try OptionFile.read(file.path, option: "--codes-file", limit: 100, localizer: english)
                == Data("MUG VOUCHER\n".utf8))
    }

    @Test("a path that names no usable file is a usage error naming the option, in the user's language")
    func usageErrors() throws {
        try withTemporaryDirectory { directory in
            let folder = try #require(failure(directory.path))
            #expect(folder.exitCode == ExitStatus.usage)
            #expect(folder.message == "--codes-file: '\(directory.path)' is a folder, not a file.")

            let device = try #require(failure("/dev/zero"))
            #expect(device.exitCode == ExitStatus.usage)
            #expect(device.message == "--codes-file: '/dev/zero' is a device, not a file with data.")

            let missing = try #require(failure(directory.appending(path: "none.txt").path, language: .pl))
            #expect(missing.exitCode == ExitStatus.usage)
            #expect(missing.message.hasPrefix("--codes-file: '"))
            #expect(missing.message.hasSuffix("none.txt' nie istnieje."))
        }
    }

    @Test("an empty file or one over the limit is bad data; only --data-file offers to raise its limit")
    func dataErrors() throws {
        try withTemporaryDirectory { directory in
            let empty = directory.appending(path: "empty.txt")
            try Data().write(to: empty)
            let isEmpty = try #require(failure(empty.path))
            #expect(isEmpty.exitCode == ExitStatus.dataError)
            #expect(isEmpty.message == "--codes-file: '\(empty.path)' is empty.")

            let large = directory.appending(path: "large.txt")
            try Data(repeating: 0x41, count: (1 << 20) + 1).write(to: large)
            let tooLarge = try #require(failure(large.path, limit: 1 << 20))
            #expect(tooLarge.exitCode == ExitStatus.dataError)
            #expect(tooLarge.message == "--codes-file: '\(large.path)' is larger than 1 MiB.")
            #expect(
                DataFileStrings.message(path: large.path, problem: .tooLarge(limit: 1 << 20), english)
                    == "--data-file: '\(large.path)' is larger than 1 MiB; raise the limit with --data-file-limit."
            )
        }
    }

    @Test("every language words every problem with the option's name")
    func everyLanguageNamesTheOption() {
        let problems: [LocalFileProblem] = [
            .missing, .inaccessible(reason: "r"), .unreadable(reason: "r"), .directory, .device, .terminal,
            .empty,
            .tooLarge(limit: 1 << 20),
        ]
        for language in Language.allCases {
            for problem in problems {
                let message = DataFileStrings.message(
                    path: "codes.txt", problem: problem, option: FileOption("--codes-file"),
                    Localizer(language: language)
                )
                #expect(message.hasPrefix("--codes-file"), "\(language) \(problem): \(message)")
                #expect(!message.contains("{"), "\(language) \(problem): \(message)")
                #expect(!message.contains("--data-file"), "\(language) \(problem): \(message)")
            }
            let raisable = DataFileStrings.message(
                path: "list.json", problem: .tooLarge(limit: 1 << 20), Localizer(language: language))
            #expect(raisable.hasPrefix("--data-file: 'list.json'"), "\(language): \(raisable)")
            #expect(raisable.hasSuffix(" --data-file-limit."), "\(language): \(raisable)")
        }
    }
}
