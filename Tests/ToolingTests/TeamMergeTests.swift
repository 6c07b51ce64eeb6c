import Foundation
import MosaicTestSupport
import Testing

/// Two teams work on two branches from one commit, each on its own feature, and the branches merge
/// with a plain `git merge` (no `git config`, no merge driver set up): no conflict, and the result
/// evaluates and passes the architecture, graph and localization checks with no edits (Docs/Architecture.md,
/// "Working as a team"). The feature names are chosen at run time and sort next to each other, so
/// both teams' blocks go to the same place in Package.swift, CODEOWNERS, Docs/module-graph.md and
/// mock-backend's RegisteredRoutes.swift: the case where keeping them in name order alone would conflict.
@Suite(.serialized) struct TeamMergeTests {
    /// A scratch git repository made from a copy of the repository's tracked files, on `main`.
    private final class ScratchRepository {
        let copy: RepositoryCopy
        /// Only this test's identity and no user or system configuration: what merges is what a
        /// fresh clone has (its tracked `.gitattributes`), nothing configured per clone.
        private let environment: [String: String]

        init() throws {
            copy = try RepositoryCopy()
            var environment = ProcessInfo.processInfo.environment
            for key in environment.keys where key.hasPrefix("GIT_") { environment[key] = nil }
            environment.merge(
                [
                    "GIT_CONFIG_NOSYSTEM": "1", "GIT_CONFIG_GLOBAL": "/dev/null",
                    "GIT_AUTHOR_NAME": "Mosaic Tests", "GIT_AUTHOR_EMAIL": "tests@mosaic.invalid",
                    "GIT_COMMITTER_NAME": "Mosaic Tests", "GIT_COMMITTER_EMAIL": "tests@mosaic.invalid",
                ]
            ) { $1 }
            self.environment = environment
            try git("init", "--quiet", "--initial-branch=main")
            try commit("the repository as it is")
        }

        var root: String { copy.root }

        /// Runs git in the repository; throws when it fails.
        @discardableResult
        func git(_ arguments: String...) throws -> String {
            let run = try attempt(arguments)
            guard run.status == 0 else {
                throw ToolFailure(
                    command: "git " + arguments.joined(separator: " "), output: run.stdout + run.stderr)
            }
            return run.stdout
        }

        func attempt(_ arguments: [String]) throws -> ToolRun {
            try ToolRun(
                executable: URL(fileURLWithPath: "/usr/bin/env"), ["git", "-C", root] + arguments,
                environment: environment)
        }

        func commit(_ message: String) throws {
            try git("add", "--all")
            try git("commit", "--quiet", "--no-verify", "--message", message)
        }

        /// A new branch from `base` with what `change` does committed on it.
        func branch(_ name: String, from base: String = "main", _ change: () throws -> Void) throws {
            try git("checkout", "--quiet", "-b", name, base)
            try change()
            try commit(name)
        }

        /// `git merge` of `branches` into `into`, one after the other, as a developer runs it: what
        /// it printed, and the paths left unmerged (conflicts).
        func merge(_ branches: [String], into: String) throws -> (output: String, unmerged: [String]) {
            try git("checkout", "--quiet", into)
            var output = ""
            for branch in branches {
                let run = try attempt(["merge", "--no-edit", branch])
                output += run.stdout + run.stderr
                let unmerged = try git("diff", "--name-only", "--diff-filter=U")
                    .split(separator: "\n").map(String.init)
                guard run.status == 0, unmerged.isEmpty else {
                    return (output, unmerged + ["(exit \(run.status))"])
                }
            }
            return (output, [])
        }

        /// The paths `git merge` leaves conflicted when the union merge of `.gitattributes` is
        /// switched off (`.git/info/attributes` overrides the tracked file); the merge is then undone.
        func conflictsWithoutUnionMerge(_ branch: String, into: String) throws -> [String] {
            let attributes = URL(fileURLWithPath: root).appending(path: ".git/info/attributes")
            try FileManager.default.createDirectory(
                at: attributes.deletingLastPathComponent(), withIntermediateDirectories: true)
            try "* merge\n".write(to: attributes, atomically: true, encoding: .utf8)
            defer { try? FileManager.default.removeItem(at: attributes) }
            try git("checkout", "--quiet", into)
            let run = try attempt(["merge", "--no-edit", branch])
            let unmerged = try git("diff", "--name-only", "--diff-filter=U").split(separator: "\n").map(
                String.init)
            if run.status == 0 {
                try git("reset", "--quiet", "--hard", "ORIG_HEAD")
            } else {
                try git("merge", "--abort")
            }
            return unmerged
        }

        /// The lines of `git merge`'s output that say how each file merged.
        static func summary(_ output: String) -> String {
            output.split(separator: "\n").filter { line in
                ["Auto-merging", "CONFLICT", "Merge made", "Automatic merge"].contains { line.hasPrefix($0) }
            }.joined(separator: "\n")
        }

        func newFeature(_ name: String) throws {
            let run = try ToolRun(
                "new-feature", [name, "--team", "@mosaic/\(name.lowercased())", "--root", root])
            guard run.status == 0 else {
                throw ToolFailure(command: "Tooling/new-feature \(name)", output: run.stdout + run.stderr)
            }
        }

        /// What a team does to add a dependency: edits the lines of its own catalogue block, then
        /// redraws the graph.
        func addInterfaces(_ interfaces: [String], to feature: String) throws {
            let path = copy.directory.url.appending(path: "Package.swift")
            let manifest = try String(contentsOf: path, encoding: .utf8)
            let line =
                "        \"\(feature)\", interface: [\"JSONDecoding\", \"Networking\"], implementation: featureCore,\n"
            try #require(manifest.contains(line), "\(feature)'s catalogue block")
            let list = interfaces.map { "\"\($0)\"" }.joined(separator: ", ")
            try manifest.replacingOccurrences(of: line, with: line + "        interfaces: [\(list)],\n")
                .write(to: path, atomically: true, encoding: .utf8)
            let graph = try ToolRun("graph", ["--update", "--root", root])
            try #require(graph.status == 0, "\(graph.stderr)")
        }

        /// The package description, from a scratch path of its own (SwiftPM's manifest cache is
        /// keyed by Package.swift's text, so a merged manifest is evaluated afresh).
        func description() throws -> [String: [String]] {
            let scratch = try TemporaryDirectory()
            var environment = ProcessInfo.processInfo.environment
            environment["MOSAIC_ONLY"] = nil
            let run = try ToolRun(
                executable: URL(fileURLWithPath: "/usr/bin/env"),
                [
                    "swift", "package", "--package-path", root, "--scratch-path", scratch.url.path,
                    "dump-package",
                ],
                environment: environment)
            try #require(run.status == 0, "dump-package: \(run.stderr)")
            struct Package: Decodable {
                struct Target: Decodable {
                    struct Dependency: Decodable {
                        let byName: [String?]?
                        let target: [String?]?
                    }
                    let name: String
                    let dependencies: [Dependency]
                }
                let targets: [Target]
            }
            let package = try JSONDecoder().decode(Package.self, from: Data(run.stdout.utf8))
            return Dictionary(
                package.targets.map { target in
                    (target.name, target.dependencies.compactMap { ($0.byName ?? $0.target)?.first ?? nil })
                }, uniquingKeysWith: { first, _ in first })
        }
    }

    /// Two feature names nobody has taken that sort next to each other (and `middle`, between them).
    private func adjacentNames(in copy: RepositoryCopy) throws -> (
        first: String, middle: String, last: String
    ) {
        let manifest = try copy.text("Package.swift")
        let letters = Array("abcdefghijklmnopqrstuvwxyz")
        for _ in 0..<20 {
            let stem = "Team" + String((0..<6).map { _ in letters.randomElement() ?? "q" })
            let names = (stem, stem + "m", stem + "z")
            let free = [names.0, names.1, names.2].allSatisfy { name in
                !manifest.contains("\"\(name)") && !copy.exists("Modules/Features/\(name)")
                    && !copy.exists("Tests/\(name)Tests") && !copy.exists("Apps/\(name)Demo")
            }
            if free { return names }
        }
        throw ToolFailure(command: "choosing feature names", output: "every name tried is taken")
    }

    /// The checks a merged branch must pass with no edits: the architecture (no violation the
    /// repository did not already have), the module graph and the strings.
    private func expectChecksPass(
        _ repository: ScratchRepository, architectureBefore: (status: Int32, problems: Set<String>)
    ) throws {
        let architecture = try repository.copy.architectureProblems()
        #expect(
            architecture.problems.subtracting(architectureBefore.problems).isEmpty, "\(architecture.problems)"
        )
        #expect(architectureBefore.status != 0 || architecture.status == 0, "\(architecture.problems)")
        let graph = try ToolRun("graph", ["--check", "--root", repository.root])
        #expect(graph.status == 0, "\(graph.stderr)")
        let localization = try ToolRun(
            "check-localization", [repository.root + "/Modules", repository.root + "/Apps"])
        #expect(localization.status == 0, "\(localization.stdout)\(localization.stderr)")
    }

    @Test(.hangsAfter(minutes: 30))
    func twoFeaturesScaffoldedOnTwoBranchesMergeWithoutConflicts() throws {
        let repository = try ScratchRepository()
        let names = try adjacentNames(in: repository.copy)
        let before = try repository.copy.architectureProblems()
        try repository.branch("team-\(names.last.lowercased())") { try repository.newFeature(names.last) }
        try repository.branch("team-\(names.first.lowercased())") { try repository.newFeature(names.first) }

        let (first, last) = ("team-\(names.first.lowercased())", "team-\(names.last.lowercased())")
        // The hard case: a plain three-way merge conflicts in all four files.
        #expect(
            try repository.conflictsWithoutUnionMerge(last, into: first) == [
                "Apps/MockBackend/RegisteredRoutes.swift", "CODEOWNERS", "Docs/module-graph.md",
                "Package.swift",
            ])
        let merge = try repository.merge([last], into: first)
        print("git merge \(last) (into \(first)):\n\(ScratchRepository.summary(merge.output))")
        #expect(merge.unmerged.isEmpty, "conflicts: \(merge.unmerged)\n\(merge.output)")
        #expect(!merge.output.contains("CONFLICT"), "\(merge.output)")
        let targets = try repository.description()
        for name in [names.first, names.last] {
            for target in [
                name, "\(name)Interface", "\(name)Testing", "\(name)Mocks", "\(name)Tests", "\(name)Demo",
            ] {
                #expect(targets[target] != nil, "the merged manifest declares \(target)")
            }
        }
        let owners = try repository.copy.text("CODEOWNERS")
        #expect(owners.contains("/Modules/Features/\(names.first)/"))
        #expect(owners.contains("/Modules/Features/\(names.last)/"))
        try expectChecksPass(repository, architectureBefore: before)
        try expectRegisteredWithMockBackend([names.first, names.last], in: repository)

        // Both demos and both test targets build together, and the features' own tests pass.
        guard ProcessInfo.processInfo.environment["MOSAIC_MERGE_BUILD"] == "1" else { return }
        let scratch = repository.copy.directory.url.appending(path: ".build").path
        let environment = ["MOSAIC_ONLY": "\(names.first),\(names.last)"]
        try RepositoryCopy.run(
            "/usr/bin/env", ["swift", "build", "--build-tests", "--scratch-path", scratch],
            in: repository.root,
            environment: environment)
        let output = try RepositoryCopy.run(
            "/usr/bin/env", ["swift", "test", "--skip-build", "--disable-xctest", "--scratch-path", scratch],
            in: repository.root, environment: environment)
        print(output.split(separator: "\n").suffix(3).joined(separator: "\n"))
        #expect(output.contains("\(names.first)Tests") && output.contains("\(names.last)Tests"))
        for name in [names.first, names.last] {
            let demo = URL(fileURLWithPath: "\(scratch)/debug/\(name.lowercased())-demo")
            let help = try ToolRun(executable: demo, ["--help", "--language", "en"])
            #expect(help.status == 0, "\(name.lowercased())-demo --help: \(help.stderr)")
        }
    }

    /// mock-backend's registration after the merge: each feature's import and routes line once, and
    /// the file still parses (the union merge kept both sides' lines whole and apart).
    private func expectRegisteredWithMockBackend(_ names: [String], in repository: ScratchRepository) throws {
        let file = "Apps/MockBackend/RegisteredRoutes.swift"
        let lines = try repository.copy.text(file).split(separator: "\n").map(String.init)
        for name in names {
            #expect(lines.filter { $0 == "import \(name)Mocks" }.count == 1, "\(lines)")
            #expect(lines.filter { $0 == "            \(name)Mocks.routes," }.count == 1, "\(lines)")
        }
        let parse = try ToolRun(
            executable: URL(fileURLWithPath: "/usr/bin/env"),
            ["swiftc", "-parse", repository.root + "/" + file])
        #expect(parse.status == 0, "\(parse.stderr)")
    }

    /// Two teams each add a dependency to their own feature (neighbours in the catalogue) while a
    /// third scaffolds a feature that goes between them; all three branches merge cleanly.
    @Test func dependenciesAddedToNeighbouringFeaturesMergeWithoutConflicts() throws {
        let repository = try ScratchRepository()
        let names = try adjacentNames(in: repository.copy)
        try repository.newFeature(names.first)
        try repository.newFeature(names.last)
        try repository.commit("two features")
        let before = try repository.copy.architectureProblems()
        try repository.branch("first") { try repository.addInterfaces(["Transactions"], to: names.first) }
        try repository.branch("last") { try repository.addInterfaces(["Catalog"], to: names.last) }
        try repository.branch("middle") { try repository.newFeature(names.middle) }

        let merge = try repository.merge(["last", "middle"], into: "first")
        print(
            "git merge last middle (into first: dependencies of two neighbours and a feature between them):\n"
                + ScratchRepository.summary(merge.output))
        #expect(merge.unmerged.isEmpty, "conflicts: \(merge.unmerged)\n\(merge.output)")
        #expect(!merge.output.contains("CONFLICT"), "\(merge.output)")
        let targets = try repository.description()
        #expect(
            targets[names.first]?.contains("TransactionsInterface") == true, "\(targets[names.first] ?? [])")
        #expect(targets[names.last]?.contains("CatalogInterface") == true, "\(targets[names.last] ?? [])")
        #expect(targets[names.middle] != nil, "the feature scaffolded between them")
        try expectChecksPass(repository, architectureBefore: before)
        let graph = try repository.copy.text("Docs/module-graph.md")
        #expect(graph.contains("    \(names.first) -.-> Transactions"))
        #expect(graph.contains("    \(names.last) -.-> Catalog"))
    }
}
