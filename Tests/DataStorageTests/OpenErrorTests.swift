import DataStorage
import Foundation
import GRDB
import MosaicTestSupport
import Testing

@Suite struct OpenErrorTests {
    @Test func aFileOfGarbageIsReportedByNameAndLeftUntouched() throws {
        try withTemporaryDirectory { directory in
            let file = directory.appendingPathComponent("app.sqlite")
            let garbage = Data((0..<8192).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) })
            try garbage.write(to: file)

            let error = #expect(throws: StorageError.self) {
                try AppDatabase(location: .file(file), appName: "app")
            }
            guard case .notADatabase(let reported, _) = error else {
                Issue.record("Expected notADatabase, got \(String(describing: error))")
                return
            }
            #expect(reported == file)
            #expect(
                error?.localizedDescription
                    == "The database at \(file.path) is not a valid SQLite database "
                    + "(file is not a database). "
                    + "It was left untouched; move it aside or pass --store memory.")
            #expect(try Data(contentsOf: file) == garbage)
            #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["app.sqlite"])
        }
    }

    @Test func aDamagedPageIsReportedAsCorruptAtOpenAndLeftUntouched() throws {
        try withTemporaryDirectory { directory in
            let file = directory.appendingPathComponent("app.sqlite")
            let filler = ModuleMigrations(
                module: "Filler",
                [
                    Migration("v1_fill") { db in
                        try db.execute(
                            sql: "CREATE TABLE filler (id INTEGER PRIMARY KEY, text TEXT NOT NULL)")
                        for id in 0..<2000 {
                            try db.execute(
                                sql: "INSERT INTO filler (text) VALUES (?)",
                                arguments: [String(repeating: "row \(id) ", count: 10)])
                        }
                    }
                ])
            try AppDatabase(location: .file(file), appName: "app", migrations: [filler]).close()

            // Scribble over the header of a page in the middle of the table b-tree.
            var bytes = try Data(contentsOf: file)
            let pageSize = 4096
            #expect(bytes.count > pageSize * 20)
            let start = pageSize * (bytes.count / pageSize / 2)
            bytes.replaceSubrange(start..<(start + 64), with: Data(repeating: 0xA5, count: 64))
            try bytes.write(to: file)

            let error = #expect(throws: StorageError.self) {
                try AppDatabase(location: .file(file), appName: "app", migrations: [filler])
            }
            guard case .corrupt(let reported, _) = error else {
                Issue.record("Expected corrupt, got \(String(describing: error))")
                return
            }
            #expect(reported == file)
            #expect(error?.localizedDescription.hasPrefix("The database at \(file.path) is corrupt") == true)
            #expect(try Data(contentsOf: file) == bytes)
        }
    }

    @Test func aParentThatIsAFileGivesAnErrorNamingTheDirectory() throws {
        try withTemporaryDirectory { directory in
            let blocker = directory.appendingPathComponent("not-a-directory")
            try Data("plain file".utf8).write(to: blocker)
            let file = blocker.appendingPathComponent("mosaic/app.sqlite")

            let error = #expect(throws: StorageError.self) {
                try AppDatabase(location: .file(file), appName: "app")
            }
            #expect(
                error
                    == .cannotCreateDirectory(
                        file.deletingLastPathComponent(), reason: "\(blocker.path) is a file, not a directory"
                    ))
            #expect(error?.localizedDescription.contains(file.deletingLastPathComponent().path) == true)
            #expect(try Data(contentsOf: blocker) == Data("plain file".utf8))
        }
    }

    @Test func aPathThatIsADirectoryIsRejected() throws {
        try withTemporaryDirectory { directory in
            let error = #expect(throws: StorageError.self) {
                try AppDatabase(location: .file(directory), appName: "app")
            }
            #expect(error == .cannotOpen(.file(directory), reason: "it is a directory"))
            #expect(
                error?.localizedDescription.hasPrefix("Cannot open the database at \(directory.path)") == true
            )
        }
    }

    /// `--store /dev/null` (a device, here a FIFO standing in for it) is refused by name before
    /// SQLite tries it: SQLite would only say "disk I/O error", or wait on the pipe.
    @Test func aPipeOrADeviceIsRejected() throws {
        try withTemporaryDirectory { directory in
            let pipe = directory.appendingPathComponent("app.sqlite")
            try #require(mkfifo(pipe.path, 0o600) == 0)
            for location in [pipe, URL(fileURLWithPath: "/dev/null")] {
                let error = #expect(throws: StorageError.self) {
                    try AppDatabase(location: .file(location), appName: "app")
                }
                #expect(error == .cannotOpen(.file(location), reason: "it is not a regular file"))
            }
        }
    }

    // /proc refuses new entries even for root, so this runs in CI containers that run as root.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/proc/self"), "needs Linux /proc"))
    func anUnwritableLocationGivesClearErrors() {
        let inProc = URL(fileURLWithPath: "/proc/app-\(UUID().uuidString).sqlite")
        let fileError = #expect(throws: StorageError.self) {
            try AppDatabase(location: .file(inProc), appName: "app")
        }
        guard case .cannotOpen(.file(let reported), _) = fileError else {
            Issue.record("Expected cannotOpen, got \(String(describing: fileError))")
            return
        }
        #expect(reported == inProc)
        #expect(
            fileError?.localizedDescription.hasPrefix("Cannot open the database at \(inProc.path) (") == true)

        let directory = URL(fileURLWithPath: "/proc/mosaic-\(UUID().uuidString)", isDirectory: true)
        let directoryError = #expect(throws: StorageError.self) {
            try AppDatabase(location: .file(directory.appendingPathComponent("app.sqlite")), appName: "app")
        }
        guard case .cannotCreateDirectory(let reportedDirectory, let reason) = directoryError else {
            Issue.record("Expected cannotCreateDirectory, got \(String(describing: directoryError))")
            return
        }
        #expect(reportedDirectory.path == directory.path)
        #expect(reason == "No such file or directory")
        #expect(directoryError?.localizedDescription.contains(directory.path) == true)
    }

    // Root ignores directory permissions, so this check can only run as a regular user.
    @Test(.enabled(if: getuid() != 0, "running as root: permission bits do not stop root from writing"))
    func aReadOnlyDirectoryGivesAnErrorNamingTheFile() throws {
        try withTemporaryDirectory { directory in
            let locked = directory.appendingPathComponent("locked")
            try FileManager.default.createDirectory(at: locked, withIntermediateDirectories: false)
            try FileManager.default.setAttributes([.posixPermissions: 0o500], ofItemAtPath: locked.path)
            defer {
                try? FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: locked.path)
            }
            let file = locked.appendingPathComponent("app.sqlite")

            let error = #expect(throws: StorageError.self) {
                try AppDatabase(location: .file(file), appName: "app")
            }
            guard case .cannotOpen(.file(let reported), _) = error else {
                Issue.record("Expected cannotOpen, got \(String(describing: error))")
                return
            }
            #expect(reported == file)
        }
    }
}
