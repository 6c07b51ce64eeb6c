import AppCore
import Foundation
import Localization
import Logging
import MosaicTestSupport
import Testing

@testable import AppRunner

/// Log lines are as safe for a terminal as output lines: message and metadata are sanitized.
@Suite struct LogSafetyTests {
    @Test func logLinesSanitizeMessageAndMetadata() {
        let line = LineLogHandler.line(
            time: Date(timeIntervalSince1970: 0), level: .warning, label: "mosaic.test",
            message: "Pack \u{1B}]0;owned\u{07}42\nnext", metadata: ["sender": "\u{9B}31mACME\u{2028}"])
        #expect(line == "1970-01-01T00:00:00Z warning mosaic.test: Pack 42 next sender=ACME ")
    }
}

/// `--log-file`: appended to by every app that names it, and its problems said in the user's
/// language with the system's reason.
@Suite struct LogFileTests {
    /// Collects what is written to stderr.
    final class Lines: @unchecked Sendable {
        private let lock = NSLock()
        private var lines: [String] = []
        /// The lines written, without their newlines.
        var all: [String] {
            lock.withLock {
                lines.joined().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            }
            .dropLast().map { $0 }
        }
        var output: TextOutput { TextOutput { text in self.lock.withLock { self.lines.append(text) } } }
    }

    /// Two apps logging to one file (`--log` of two runs at once) both keep every line: each
    /// line goes where the file ends when it is written, not where it ended when it was opened.
    @Test func twoSinksOnOneFileKeepEveryLine() throws {
        let path = temporaryPath("shared.log")
        let errors = Lines()
        let english = Localizer(language: .en)
        guard case .success(let first) = LogSink.file(path, errors: errors.output, localizer: english),
            case .success(let second) = LogSink.file(path, errors: errors.output, localizer: english)
        else {
            Issue.record("the log file could not be opened")
            return
        }
        first.log("first 1")
        second.log("second 1")
        first.log("first 2")
        second.log("second 2")
        let written = try String(contentsOfFile: path, encoding: .utf8)
        #expect(written == "first 1\nsecond 1\nfirst 2\nsecond 2\n")
        #expect(errors.all.isEmpty, "\(errors.all)")
        let permissions = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        #expect(permissions == 0o600, "a new log is private to the user")
    }

    @Test func aFolderIsRefusedWithTheReasonInTheUsersLanguage() throws {
        let folder = try temporaryDirectory()
        let errors = Lines()
        guard
            case .failure(let error) = LogSink.file(
                folder.path, errors: errors.output, localizer: .init(language: .pl))
        else {
            Issue.record("a folder opened as a log file")
            return
        }
        #expect(SystemReason.text(errno: error.code.rawValue, in: Localizer(language: .pl)) == "to folder")
    }

    /// A named pipe that no program reads would hold the app at start: it is refused at once,
    /// saying so.
    @Test func aPipeNobodyReadsIsRefusedWithoutWaiting() throws {
        let pipe = temporaryPath("log.fifo")
        try #require(mkfifo(pipe, 0o600) == 0)
        let errors = Lines()
        guard
            case .failure(let error) = LogSink.file(
                pipe, errors: errors.output, localizer: .init(language: .en))
        else {
            Issue.record("a pipe without a reader opened")
            return
        }
        #expect(error.code == .ENXIO)
        #expect(
            SystemReason.text(errno: error.code.rawValue, in: Localizer(language: .en))
                == "no program is reading the pipe")
    }

    /// A write that fails (a full disk) is said once, in the user's language, and the lines go to
    /// stderr from then on.
    @Test func aFullDiskIsSaidOnceAndTheLinesGoToStderr() throws {
        let errors = Lines()
        guard
            case .success(let sink) = LogSink.file(
                "/dev/full", errors: errors.output, localizer: .init(language: .de))
        else {
            Issue.record("/dev/full could not be opened")
            return
        }
        sink.log("eins")
        sink.log("zwei")
        #expect(
            errors.all == [
                "warning: in --log-file '/dev/full' kann nicht geschrieben werden (kein Platz mehr auf dem Datenträger); das Protokoll geht nach stderr",
                "eins", "zwei",
            ])
    }
}
