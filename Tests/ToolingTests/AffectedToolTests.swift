import Foundation
import MosaicTestSupport
import Testing

/// `Tooling/affected` maps a git diff to the modules it touches and everything depending on them,
/// checked on a scratch git history of the fixture repository.
@Suite struct AffectedToolTests {
    /// The fixture package committed in a fresh repository.
    private final class ScratchRepository {
        let directory: TemporaryDirectory
        let description: String

        init() throws {
            directory = try TemporaryDirectory()
            description = try FixturePackage.standard().write(to: directory)
            try git("init", "-q", "-b", "main")
            try git("add", "-A")
            try git("-c", "user.name=T", "-c", "user.email=t@example.com", "commit", "-q", "-m", "base")
        }

        func git(_ arguments: String...) throws {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["git"] + arguments
            process.currentDirectoryURL = directory.url
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
        }

        func affected(_ arguments: [String] = ["main"]) throws -> ToolRun {
            try ToolRun("affected", arguments + ["--description", description, "--root", directory.url.path])
        }
    }

    @Test func aFeatureChangeAffectsItsDependentsAndSuitesOnly() throws {
        let repository = try ScratchRepository()
        try repository.directory.write(
            "Modules/Features/Transactions/Implementation/Transactions.swift", "let x = 2\n")
        let run = try repository.affected()
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == "Transactions\nPayback\nEndToEndTests\n", "Feed uses only the Interface")
    }

    @Test func anInterfaceChangeReachesTheFeaturesUsingIt() throws {
        let repository = try ScratchRepository()
        try repository.directory.write("Modules/Features/Transactions/Interface/New.swift", "let y = 1\n")
        let run = try repository.affected()
        #expect(run.stdout.split(separator: "\n") == ["Transactions", "Feed", "Payback", "EndToEndTests"])
    }

    @Test func aCoreChangeWidensToEverythingAboveIt() throws {
        let repository = try ScratchRepository()
        try repository.directory.write("Modules/Core/Networking/Networking.swift", "let z = 3\n")
        let run = try repository.affected()
        #expect(
            run.stdout.split(separator: "\n") == [
                "Networking", "AppCore", "AppRunner", "MosaicTestSupport", "Transactions", "Feed", "Payback",
                "EndToEndTests",
            ], "every test target uses the shared support, which uses the runner")
    }

    @Test func theManifestOrToolingAffectsEverythingAndDocsNothing() throws {
        let repository = try ScratchRepository()
        try repository.directory.write("README.md", "# docs\n")
        #expect(try repository.affected().stdout.isEmpty, "documentation affects no module")
        try repository.directory.write("Package.swift", "// changed\n")
        let run = try repository.affected(["main", "--json"])
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(json["everything"] as? Bool == true)
        #expect((json["modules"] as? [String])?.count == 8)
        #expect((json["changedFiles"] as? [String]) == ["Package.swift", "README.md"])
    }

    @Test func aTestChangeAffectsItsModuleAloneAndAFakeItsUsers() throws {
        let repository = try ScratchRepository()
        try repository.directory.write("Tests/FeedTests/More.swift", "let t = 1\n")
        #expect(try repository.affected().stdout == "Feed\n", "nothing depends on Feed's tests")
        try repository.git("stash", "-u")
        try repository.directory.write("Modules/Features/Transactions/Testing/Fake.swift", "let f = 1\n")
        #expect(
            try repository.affected().stdout.split(separator: "\n") == ["Transactions", "Feed"],
            "FeedTests and the Feed demo use TransactionsTesting; the app does not")
    }

    @Test func aRenamedFileAffectsTheModuleItLeftAndTheOneItEntered() throws {
        let repository = try ScratchRepository()
        try repository.git("checkout", "-q", "-b", "move")
        try repository.git(
            "mv", "Modules/Features/Transactions/Implementation/Transactions.swift",
            "Modules/Features/Feed/Implementation/Moved.swift")
        try repository.git(
            "-c", "user.name=T", "-c", "user.email=t@example.com", "commit", "-q", "-m", "move")
        let run = try repository.affected()
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.split(separator: "\n") == ["Transactions", "Feed", "Payback", "EndToEndTests"])
    }

    @Test func aFileOutsideEveryTargetAffectsTheTestsThatReadIt() throws {
        let repository = try ScratchRepository()
        try repository.directory.write(
            "Tests/EndToEndTests/ReadsTheGuide.swift", "let guide = root.appending(path: \"docs/guide.md\")\n"
        )
        try repository.git("add", "-A")
        try repository.git(
            "-c", "user.name=T", "-c", "user.email=t@example.com", "commit", "-q", "-m", "reader")
        try repository.directory.write("docs/guide.md", "# changed\n")
        try repository.directory.write("docs/other.md", "# nobody reads this\n")
        let run = try repository.affected()
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == "EndToEndTests\n", "only the suite naming docs/guide.md")
    }

    @Test func anUnknownBaseIsAUsageError() throws {
        let repository = try ScratchRepository()
        let run = try repository.affected(["no-such-commit"])
        #expect(run.status == 64)
        #expect(run.stderr.contains("'no-such-commit' is not a commit"))
    }
}
