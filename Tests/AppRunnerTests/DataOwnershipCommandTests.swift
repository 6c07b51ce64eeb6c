import AppCore
import AppRunner
import Foundation
import MosaicTestSupport
import Testing

/// `data wipe` and every run change only what the app made: a user's file, a link, a folder
/// named by `--store` are left as they were (``AppOwnership``).
@MainActor @Suite struct DataOwnershipCommandTests {
    /// A mistyped `--store` naming a user's file, or a link to one, once made `data wipe --yes`
    /// remove the file. Now it is refused (exit 65) with the reason in the user's language, before
    /// any question, and the file and the link stay byte for byte.
    @Test func wipeRefusesAUsersFileAndALink() async throws {
        let home = try DataHome()
        defer { home.remove() }
        let decoy = home.url.appending(path: "decoy.txt")
        try Data("my thesis\n".utf8).write(to: decoy)
        let link = home.url.appending(path: "link.sqlite")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: decoy)

        let file = await home.run(["data", "wipe", "--yes", "--store", decoy.path])
        #expect(file.status == ExitStatus.dataError, "\(file.stderr)")
        #expect(file.stdout == "")
        #expect(
            file.stderr == "error: \(decoy.path) is not a Mosaic database (it has no SQLite header), "
                + "so it is not Mosaic's to remove. Nothing was removed.\n")
        let german = await home.run(
            ["data", "wipe", "--store", link.path], answering: true, language: "de_DE.UTF-8")
        #expect(german.status == ExitStatus.dataError, "\(german.stderr)")
        #expect(german.stdout == "", "refused before the question")
        #expect(german.stderr.contains("ist ein symbolischer Link"), "\(german.stderr)")
        #expect(try String(contentsOf: decoy, encoding: .utf8) == "my thesis\n")
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: link.path)) == decoy.path)
        let listing = await home.run(["data", "--store", decoy.path])
        #expect(listing.status == ExitStatus.cannotCreate, "\(listing.stdout)")
    }

    /// A run that fails after the database opened (the mock server fails, nothing is stored)
    /// leaves no database and no folder it made; `--store MEMORY` and `--store 'memory '` are the
    /// in-memory database, and `--store -` is refused, so no file with such a name appears.
    @Test func aFailedRunOrAMemoryStoreLeavesNoFile() async throws {
        let home = try DataHome()
        defer { home.remove() }
        let failed = await home.run(["show", "2", "--failure-rate", "1", "--seed", "3"])
        #expect(failed.status != 0)
        #expect(
            !FileManager.default.fileExists(atPath: home.url.appending(path: ".local").path),
            "\(failed.stderr)")
        let store = home.url.appending(path: "new/app.sqlite")
        let failedHere = await home.run([
            "show", "2", "--failure-rate", "1", "--seed", "3", "--store", store.path,
        ])
        #expect(failedHere.status != 0)
        #expect(!FileManager.default.fileExists(atPath: home.url.appending(path: "new").path))

        for name in ["MEMORY", "memory ", " Memory"] {
            let run = await home.run(["list", "--store", name])
            #expect(run.status == 0, "\(name): \(run.stderr)")
        }
        let dash = await home.run(["list", "--store", "-"])
        #expect(dash.status == ExitStatus.usage)
        #expect(dash.stderr.contains("a database cannot be read from standard input"), "\(dash.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: home.url.path).isEmpty)
        let working = FileManager.default.currentDirectoryPath
        for name in ["MEMORY", "memory ", "-"] {
            #expect(!FileManager.default.fileExists(atPath: working + "/" + name), "\(name)")
        }
    }

    /// A database in a folder the app did not make (a user's project folder, `0755`): the folder
    /// keeps its mode, and the app says once that others can open it.
    @Test func aUsersFolderIsLeftAsItIsAndNoticedOnce() async throws {
        let home = try DataHome()
        defer { home.remove() }
        let project = home.url.appending(path: "project")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: false)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: project.path)
        let store = project.appending(path: "app.sqlite").path
        let first = await home.run(["list", "--store", store])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(
            first.stderr.contains(
                "warning: The folder \(project.path) that holds the database can be opened by other users (mode 0755)"
            ), "\(first.stderr)")
        let second = await home.run(["list", "--store", store])
        #expect(second.status == 0)
        #expect(!second.stderr.contains("warning"), "said once: \(second.stderr)")
        let mode = try FileManager.default.attributesOfItem(atPath: project.path)[.posixPermissions] as? Int
        #expect(mode == 0o755)
    }
}
