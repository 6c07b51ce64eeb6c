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

    /// On the real manifest, a change inside a core leaf (Formatting) selects exactly the test units
    /// whose test target's build depends on Formatting, worked out here from `swift package
    /// dump-package` independently of the tool, and none of the modules Formatting does not reach
    /// (before test support was split by layer, every test target depended on AppRunner through
    /// it, and a Formatting change selected Parallel, JSONDecoding and 32 others).
    @Test func aCoreLeafChangeSelectsOnlyTheUnitsWhoseBuildDependsOnIt() throws {
        let scratch = try TemporaryDirectory()
        let dumped = try RepositoryCopy.run(
            "/usr/bin/env",
            [
                "swift", "package", "--scratch-path", scratch.url.appending(path: "build").path,
                "dump-package",
            ],
            in: ToolRun.repositoryRoot.path)
        // Everything before the JSON is SwiftPM's chatter (e.g. a warning).
        let json = try #require(dumped.firstIndex(of: "{").map { String(dumped[$0...]) })
        try scratch.write("description.json", json)
        let package = try #require(
            try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let entries = try #require(package["targets"] as? [[String: Any]])
        var dependencies: [String: [String]] = [:]
        var testTargets: [String] = []
        for entry in entries {
            let name = try #require(entry["name"] as? String)
            let listed = (entry["dependencies"] as? [[String: Any]]) ?? []
            dependencies[name] = listed.compactMap { dependency in
                ((dependency["byName"] ?? dependency["target"]) as? [Any])?.first as? String
            }
            if entry["type"] as? String == "test" { testTargets.append(name) }
        }
        func reaches(_ target: String, _ goal: String) -> Bool {
            var seen: Set<String> = []
            var pending = [target]
            while let next = pending.popLast() {
                if next == goal { return true }
                if seen.insert(next).inserted { pending += dependencies[next] ?? [] }
            }
            return false
        }
        // A unit is named like its test target without "Tests", unless that is no module (a suite).
        let units = Set(
            testTargets.filter { reaches($0, "Formatting") }.map { test -> String in
                let module = String(test.dropLast("Tests".count))
                return dependencies[module] != nil ? module : test
            })

        let repository = try TemporaryDirectory()
        func git(_ arguments: String...) throws {
            try RepositoryCopy.run(
                "/usr/bin/env", ["git", "-c", "user.name=T", "-c", "user.email=t@example.com"] + arguments,
                in: repository.url.path)
        }
        try git("init", "-q", "-b", "main")
        try git("commit", "-q", "--allow-empty", "-m", "base")
        try repository.write("Modules/Core/Formatting/Probe.swift", "private func probe() {}\n")
        let run = try ToolRun(
            "affected",
            [
                "main", "--json", "--description", scratch.url.appending(path: "description.json").path,
                "--root", repository.url.path,
            ])
        try #require(run.status == 0, "\(run.stderr)")
        let printed = try #require(
            try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let modules = try #require(printed["modules"] as? [String])
        #expect(Set(modules) == units, "printed \(modules), expected \(units.sorted())")
        #expect(modules.contains("Formatting") && modules.contains("AppCore"))
        for untouched in [
            "Parallel", "JSONDecoding", "LazyCurl", "Localization", "TerminalUI", "ToolingTests",
        ] {
            #expect(!modules.contains(untouched), "\(untouched) does not build on Formatting")
        }
    }

    @Test func anUnknownBaseIsAUsageError() throws {
        let repository = try ScratchRepository()
        let run = try repository.affected(["no-such-commit"])
        #expect(run.status == 64)
        #expect(run.stderr.contains("'no-such-commit' is not a commit"))
    }
}
