import Foundation
import MosaicTestSupport

/// A miniature Mosaic repository on disk: a package description in the shape
/// `swift package dump-package` prints, the targets' sources and a CODEOWNERS.
struct FixturePackage {
    struct TargetSpec {
        var name: String
        var path: String
        var type = "regular"
        var dependencies: [String] = []
        var imports: [String] = []
        /// Whether the description declares `Resources` / excludes `__Snapshots__`.
        var declaresResources = false
        var declaresSnapshots = false
        /// Folders created on disk inside the target (e.g. "Resources/en.lproj").
        var folders: [String] = []
        /// Extra top-level source lines (e.g. "public struct Order {}").
        var declarations: [String] = []
        /// More source files in the target: (file name, lines).
        var extraFiles: [(name: String, lines: [String])] = []
    }

    var targets: [TargetSpec]
    var codeowners = "* @mosaic/platform\n/Modules/Features/Feed/ @mosaic/feed\n"

    /// The default fixture: two core modules, two features with the
    /// Interface/Implementation/Testing split (Transactions with Mocks too), a demo, apps (one a mock
    /// backend on the Mocks) and test targets. It is clean.
    static func standard() -> FixturePackage {
        FixturePackage(targets: [
            TargetSpec(name: "Networking", path: "Modules/Core/Networking", imports: ["Foundation"]),
            TargetSpec(
                name: "AppCore", path: "Modules/Core/AppCore", dependencies: ["Networking"],
                imports: ["Networking"]),
            TargetSpec(
                name: "AppRunner", path: "Modules/Core/AppRunner", dependencies: ["AppCore"],
                imports: ["AppCore"]),
            TargetSpec(
                name: "MosaicTestSupport", path: "Tests/Support/MosaicTestSupport",
                dependencies: ["AppRunner"], imports: ["AppRunner"]),
            TargetSpec(
                name: "TransactionsInterface", path: "Modules/Features/Transactions/Interface",
                dependencies: ["Networking"]),
            TargetSpec(
                name: "TransactionsMocks", path: "Modules/Features/Transactions/Mocks",
                dependencies: ["TransactionsInterface", "Networking"],
                imports: ["TransactionsInterface", "Networking"]),
            TargetSpec(
                name: "Transactions", path: "Modules/Features/Transactions/Implementation",
                dependencies: ["TransactionsInterface", "TransactionsMocks", "Networking"],
                imports: ["TransactionsInterface", "TransactionsMocks", "Networking"]),
            TargetSpec(
                name: "TransactionsTesting", path: "Modules/Features/Transactions/Testing",
                dependencies: ["TransactionsInterface"]),
            TargetSpec(name: "FeedInterface", path: "Modules/Features/Feed/Interface"),
            TargetSpec(
                name: "Feed", path: "Modules/Features/Feed/Implementation",
                dependencies: ["FeedInterface", "TransactionsInterface"],
                imports: ["FeedInterface", "TransactionsInterface"]),
            TargetSpec(
                name: "FeedTesting", path: "Modules/Features/Feed/Testing", dependencies: ["FeedInterface"]),
            TargetSpec(
                name: "FeedDemo", path: "Apps/FeedDemo", type: "executable",
                dependencies: ["Feed", "FeedTesting", "TransactionsTesting", "AppCore", "AppRunner"]),
            TargetSpec(
                name: "Payback", path: "Apps/Payback", type: "executable",
                dependencies: ["Feed", "Transactions", "AppCore", "AppRunner"],
                imports: ["Feed", "Transactions", "AppRunner"]),
            TargetSpec(
                name: "MockBackend", path: "Apps/MockBackend", type: "executable",
                dependencies: ["TransactionsMocks", "Networking"], imports: ["TransactionsMocks"]),
            TargetSpec(
                name: "FeedTests", path: "Tests/FeedTests", type: "test",
                dependencies: ["Feed", "FeedTesting", "TransactionsTesting", "MosaicTestSupport"],
                imports: ["MosaicTestSupport"]),
            TargetSpec(
                name: "NetworkingTests", path: "Tests/NetworkingTests", type: "test",
                dependencies: ["Networking"]),
            TargetSpec(
                name: "EndToEndTests", path: "Tests/EndToEndTests", type: "test", dependencies: ["Payback"]),
        ])
    }

    mutating func modify(_ name: String, _ change: (inout TargetSpec) -> Void) {
        guard let index = targets.firstIndex(where: { $0.name == name }) else {
            preconditionFailure("fixture has no target \(name)")
        }
        change(&targets[index])
    }

    /// Writes the sources, CODEOWNERS and `description.json`; returns the description's path.
    @discardableResult
    func write(to directory: TemporaryDirectory) throws -> String {
        for target in targets {
            let body =
                target.imports.map { "import \($0)\n" }.joined() + "\nlet marker = 1\n"
                + target.declarations.map { $0 + "\n" }.joined()
            try directory.write("\(target.path)/\(target.name).swift", body)
            for file in target.extraFiles {
                try directory.write("\(target.path)/\(file.name)", file.lines.map { $0 + "\n" }.joined())
            }
            for folder in target.folders {
                try directory.write("\(target.path)/\(folder)/.keep", "")
            }
        }
        try directory.write("CODEOWNERS", codeowners)
        let description: [String: Any] = [
            "name": "Fixture",
            "products": targets.filter { $0.type != "test" }.map { target in
                [
                    "name": target.name, "targets": [target.name],
                    "type": target.type == "executable"
                        ? ["executable": NSNull()] : ["library": ["automatic"]],
                ] as [String: Any]
            },
            "targets": targets.map { target in
                [
                    "name": target.name, "path": target.path, "type": target.type,
                    "dependencies": target.dependencies.map { ["byName": [$0, NSNull()]] },
                    "resources": target.declaresResources
                        ? [["path": "Resources", "rule": ["process": [:]]]] : [],
                    "exclude": target.declaresSnapshots ? ["__Snapshots__"] : [],
                ] as [String: Any]
            },
        ]
        let data = try JSONSerialization.data(
            withJSONObject: description, options: [.prettyPrinted, .sortedKeys])
        try directory.write("description.json", String(decoding: data, as: UTF8.self))
        return directory.url.appending(path: "description.json").path
    }
}

extension FixturePackage {
    /// `Tooling/check-architecture` run on this fixture, written to a new temporary directory.
    func checkArchitecture() throws -> ToolRun {
        let directory = try TemporaryDirectory()
        let description = try write(to: directory)
        return try ToolRun(
            "check-architecture", ["--description", description, "--root", directory.url.path])
    }
}
