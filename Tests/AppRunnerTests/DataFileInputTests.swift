import AppCore
import AppRunner
import AppRunnerTestSupport
import Foundation
import MosaicTestSupport
import Networking
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `--data-file` with what a shell can hand it: files, folders, devices, FIFOs, empty and
/// oversized input. Each problem is named as what it is, in the user's language, with the
/// README's exit code; a long path is quoted only in part.
@MainActor @Suite struct DataFileInputTests {
    private func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appending(path: "datafile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    private func list(_ path: String, _ extra: [String] = [], language: String = "en_US.UTF-8") async
        -> AppRun
    {
        await runApp(
            SampleApp.self, ["list", "--store", "memory", "--data-file", path] + extra,
            environment: ["LANG": language])
    }

    @Test func aFolderIsAUsageErrorNamedAsAFolder() async throws {
        let directory = try folder()
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = await list(directory.path)
        #expect(run.status == 64)
        #expect(run.stderr == "error: --data-file: '\(directory.path)' is a folder, not a file.\n")
        let german = await list(directory.path, language: "de_DE.UTF-8")
        #expect(german.stderr == "error: --data-file: '\(directory.path)' ist ein Ordner, keine Datei.\n")
    }

    @Test func aDeviceIsNamedAsADevice() async {
        let run = await list("/dev/null")
        #expect(run.status == 64)
        #expect(run.stderr == "error: --data-file: '/dev/null' is a device, not a file with data.\n")
    }

    @Test func aMissingFileSaysSoAndQuotesAtMost200Characters() async {
        let missing = await list("/nonexistent/list.json")
        #expect(missing.status == 64)
        #expect(missing.stderr == "error: --data-file: '/nonexistent/list.json' does not exist.\n")

        let long = "/" + String(repeating: "x", count: 5_000)
        let run = await list(long)
        #expect(run.status == 64)
        #expect(
            run.stderr.count < 300, "the message quotes a part of the path: \(run.stderr.count) characters")
        #expect(run.stderr.contains(String(long.prefix(200)) + "…'"))
    }

    @Test func anEmptyFileIsBadData() async throws {
        let directory = try folder()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appending(path: "empty.json")
        try #require(FileManager.default.createFile(atPath: file.path, contents: Data()))
        let run = await list(file.path)
        #expect(run.status == 65)
        #expect(run.stderr == "error: --data-file: '\(file.path)' is empty.\n")
    }

    @Test func aFileOverTheLimitIsRefusedUnreadAndTheLimitCanBeRaised() async throws {
        let directory = try folder()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appending(path: "big.json")
        // A valid list of 1.5 MiB: three items, and padding spaces.
        let body = Data((String(repeating: " ", count: 1_572_864) + SamplePlugin.itemsJSON).utf8)
        try body.write(to: file)
        let refused = await list(file.path, ["--data-file-limit", "1"])
        #expect(refused.status == 65)
        #expect(
            refused.stderr
                == "error: --data-file: '\(file.path)' is larger than 1 MiB; raise the limit with --data-file-limit.\n"
        )
        let raised = await list(file.path, ["--data-file-limit", "2"])
        #expect(raised.status == 0, "\(raised.stderr)")
        #expect(raised.stdout.contains("Apple"))
    }

    @Test(arguments: ["0", "-1", "65537", "99999999999999999999", "1.5", "nan"])
    func anOutOfRangeLimitIsAUsageError(value: String) async {
        let run = await runApp(SampleApp.self, ["list", "--store", "memory", "--data-file-limit=\(value)"])
        #expect(run.status == 64, "\(value): \(run.stderr)")
        #expect(!run.stderr.isEmpty)
        #expect(!run.stderr.contains("give it with --data-file"), "the range is said first: \(run.stderr)")
    }

    /// A limit without a file to limit would do nothing: refused, saying what it goes with.
    @Test func aLimitWithoutADataFileIsAUsageError() async {
        let run = await runApp(SampleApp.self, ["list", "--store", "memory", "--data-file-limit", "5"])
        #expect(run.status == 64)
        #expect(
            run.stderr.hasPrefix(
                "error: --data-file-limit is the most --data-file may hold; give it with --data-file."),
            "\(run.stderr)")
    }

    @Test func aFIFOIsReadOnceItsWriterComes() async throws {
        let directory = try folder()
        defer { try? FileManager.default.removeItem(at: directory) }
        let fifo = directory.appending(path: "items.fifo").path
        try #require(mkfifo(fifo, 0o600) == 0)
        // The writer opens the FIFO after the app started reading from it (open blocks until both
        // ends exist), writes the list and closes.
        let writer = Thread {
            let descriptor = open(fifo, O_WRONLY)
            guard descriptor >= 0 else { return }
            let bytes = Array(SamplePlugin.itemsJSON.utf8)
            _ = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            close(descriptor)
        }
        writer.start()
        let run = await list(fifo)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("Kiwi"))
    }

    @Test func theSourceSaysWhatAPathIs() throws {
        let directory = try folder()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appending(path: "one.json")
        try Data("[]".utf8).write(to: file)
        let source = try DataFileSource(path: file.path, limit: 1 << 20)
        #expect(source.kind == .regular(size: 2))
        #expect(!source.isStream)
        #expect(try source.read() == Data("[]".utf8))
        #expect(problem(directory.path, limit: 10) == .directory)
        #expect(problem("/dev/zero", limit: 10) == .device)
        #expect(problem(file.path, limit: 1) == .tooLarge(limit: 1))
        #expect(problem(directory.appending(path: "none").path, limit: 10) == .missing)
    }

    /// A regular file is read as it is when read (a reload sees a new version), not as it was
    /// when checked: grown, shrunk, grown past the limit or emptied meanwhile.
    @Test func aFileIsReadAsItIsWhenReadNotAsItWasChecked() throws {
        let directory = try folder()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appending(path: "changing.json")
        let first = Data(("[" + String(repeating: "1,", count: 3_000) + "1]").utf8)
        try first.write(to: file)
        let source = try DataFileSource(path: file.path, limit: 1 << 20)
        #expect(try source.read() == first)
        let grown = Data(("[" + String(repeating: "22,", count: 100_000) + "2]").utf8)
        try grown.write(to: file)
        #expect(try source.read() == grown, "grown past its first size")
        try Data("[3]".utf8).write(to: file)
        #expect(try source.read() == Data("[3]".utf8), "shrunk")
        try Data(count: (1 << 20) + 1).write(to: file)
        #expect(throws: NetworkError.localFile(path: file.path, problem: .tooLarge(limit: 1 << 20))) {
            try source.read()
        }
        try Data().write(to: file)
        #expect(throws: NetworkError.localFile(path: file.path, problem: .empty)) { try source.read() }
    }

    /// The problem `DataFileSource` finds with `path`, or nil.
    private func problem(_ path: String, limit: Int) -> LocalFileProblem? {
        do {
            _ = try DataFileSource(path: path, limit: limit)
            return nil
        } catch {
            return error
        }
    }
}

/// Messages quote at most 200 characters of what was typed.
@Suite struct BoundedQuoteTests {
    @Test func longQuotedValuesAreCutAndWordsKept() {
        let long = String(repeating: "9", count: 5_000)
        let message = MosaicMain<SampleApp>.boundingQuotes(
            "Error: The value '\(long)' is invalid for '--seed <seed>'")
        #expect(
            message
                == "Error: The value '\(String(repeating: "9", count: 200))…' is invalid for '--seed <seed>'")
        let words = "the feature's own " + String(repeating: "x", count: 300) + " and 'short'"
        #expect(
            MosaicMain<SampleApp>.boundingQuotes(words) == words, "an apostrophe inside a word opens no quote"
        )
    }
}
