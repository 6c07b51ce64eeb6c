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
        // Test units only (what Tooling/test-module accepts): the app Payback and Transactions,
        // which has no tests here, are tested by the suite that depends on them.
        #expect(run.stdout == "EndToEndTests\n", "Feed uses only the Interface")
        let json = try #require(
            try JSONSerialization.jsonObject(
                with: Data(try repository.affected(["main", "--json"]).stdout.utf8))
                as? [String: Any])
        #expect(json["apps"] as? [String] == ["Payback"], "the app to build")
    }

    @Test func anInterfaceChangeReachesTheFeaturesUsingIt() throws {
        let repository = try ScratchRepository()
        try repository.directory.write("Modules/Features/Transactions/Interface/New.swift", "let y = 1\n")
        let run = try repository.affected()
        #expect(run.stdout.split(separator: "\n") == ["Feed", "EndToEndTests"])
    }

    @Test func aCoreChangeWidensToEverythingAboveIt() throws {
        let repository = try ScratchRepository()
        try repository.directory.write("Modules/Core/Networking/Networking.swift", "let z = 3\n")
        let run = try repository.affected()
        #expect(
            run.stdout.split(separator: "\n") == ["Networking", "Feed", "EndToEndTests"],
            "every test target uses the shared support, which uses the runner")
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
        #expect(json["modules"] as? [String] == ["Networking", "Feed", "EndToEndTests"], "every test unit")
        #expect((json["changedFiles"] as? [String]) == ["Package.swift", "README.md"])
    }

    @Test func aTestChangeAffectsItsModuleAloneAndAFakeItsUsers() throws {
        let repository = try ScratchRepository()
        try repository.directory.write("Tests/FeedTests/More.swift", "let t = 1\n")
        #expect(try repository.affected().stdout == "Feed\n", "nothing depends on Feed's tests")
        try repository.git("stash", "-u")
        try repository.directory.write("Modules/Features/Transactions/Testing/Fake.swift", "let f = 1\n")
        #expect(
            try repository.affected().stdout.split(separator: "\n") == ["Feed"],
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
        #expect(run.stdout.split(separator: "\n") == ["Feed", "EndToEndTests"])
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

    /// Package.swift is compared target by target with the manifest at the base: a comment
    /// affects nothing, a setting on one target affects that module, a new dependency of a
    /// target affects it, and a change to the package as a whole (platforms) everything. Real
    /// manifests, evaluated by `swift package dump-package`.
    @Test func aManifestChangeAffectsTheTargetsItChanges() throws {
        let directory = try TemporaryDirectory()
        func manifest(_ appCoreSettings: String = "", platforms: String = "") -> String {
            """
            // swift-tools-version: 6.1
            import PackageDescription
            let package = Package(
                name: "Fixture",\(platforms)
                targets: [
                    .target(name: "Networking", path: "Modules/Core/Networking"),
                    .target(name: "AppCore", dependencies: ["Networking"], path: "Modules/Core/AppCore"\(appCoreSettings)),
                    .testTarget(name: "NetworkingTests", dependencies: ["Networking"], path: "Tests/NetworkingTests"),
                    .testTarget(name: "AppCoreTests", dependencies: ["AppCore"], path: "Tests/AppCoreTests"),
                ]
            )

            """
        }
        try directory.write("Package.swift", manifest())
        for (folder, name) in [
            ("Modules/Core/Networking", "Networking"), ("Modules/Core/AppCore", "AppCore"),
            ("Tests/NetworkingTests", "NetworkingTests"), ("Tests/AppCoreTests", "AppCoreTests"),
        ] {
            try directory.write("\(folder)/\(name).swift", "let marker = 1\n")
        }
        func git(_ arguments: String...) throws {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["git", "-c", "user.name=T", "-c", "user.email=t@example.com"] + arguments
            process.currentDirectoryURL = directory.url
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
        }
        try git("init", "-q", "-b", "main")
        try git("add", "-A")
        try git("commit", "-q", "-m", "base")
        func affected() throws -> [String: Any] {
            let run = try ToolRun("affected", ["main", "--json", "--root", directory.url.path])
            try #require(run.status == 0, "\(run.stderr)")
            return try #require(
                try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        }

        try directory.write("Package.swift", manifest() + "// a comment\n")
        #expect(try affected()["modules"] as? [String] == [], "a comment changes no target")
        try directory.write("Package.swift", manifest(", swiftSettings: [.define(\"FAST\")]"))
        let setting = try affected()
        #expect(setting["manifestTargets"] as? [String] == ["AppCore"])
        #expect(setting["modules"] as? [String] == ["AppCore"], "Networking does not depend on AppCore")
        try directory.write("Package.swift", manifest(platforms: "\n    platforms: [.macOS(.v14)],"))
        let platforms = try affected()
        #expect(platforms["everything"] as? Bool == true)
        #expect(platforms["modules"] as? [String] == ["Networking", "AppCore"])
    }

    @Test func anUnknownBaseIsAUsageError() throws {
        let repository = try ScratchRepository()
        let run = try repository.affected(["no-such-commit"])
        #expect(run.status == 64)
        #expect(run.stderr.contains("'no-such-commit' is not a commit"))
    }
}
