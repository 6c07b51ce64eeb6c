import Foundation
import MosaicTestSupport
import Testing

/// `Tooling/modules` groups targets into modules and reports owners; Jenkins reads its JSON.
@Suite struct ModulesToolTests {
    private struct Entry: Decodable {
        let name: String
        let kind: String
        let path: String
        let targets: [String]
        let testTargets: [String]
        let products: [String]
        let dependsOn: [String]
        let owners: [String]
    }

    private func modules(_ arguments: [String] = ["--json"]) throws -> (ToolRun, TemporaryDirectory) {
        let directory = try TemporaryDirectory()
        let description = try FixturePackage.standard().write(to: directory)
        let run = try ToolRun(
            "modules", arguments + ["--description", description, "--root", directory.url.path])
        return (run, directory)
    }

    @Test func jsonGroupsTargetsIntoModulesWithOwners() throws {
        let (result, _) = try modules()
        #expect(result.status == 0, "\(result.stderr)")
        let entries = try JSONDecoder().decode([Entry].self, from: Data(result.stdout.utf8))
        #expect(
            entries.map(\.name) == [
                "Networking", "AppCore", "AppRunner", "MosaicTestSupport", "Transactions", "Feed", "Payback",
                "MockBackend", "EndToEndTests",
            ])
        // A feature's Mocks are one of its targets.
        let transactions = try #require(entries.first { $0.name == "Transactions" })
        #expect(
            transactions.targets == [
                "TransactionsInterface", "TransactionsMocks", "Transactions", "TransactionsTesting",
            ])

        let feed = try #require(entries.first { $0.name == "Feed" })
        #expect(feed.kind == "feature")
        #expect(feed.targets == ["FeedInterface", "Feed", "FeedTesting", "FeedDemo"])
        #expect(feed.testTargets == ["FeedTests"])
        #expect(feed.owners == ["@mosaic/feed"])
        #expect(Set(feed.dependsOn) == ["Transactions", "AppCore", "AppRunner", "MosaicTestSupport"])

        let support = try #require(entries.first { $0.name == "MosaicTestSupport" })
        #expect(support.kind == "support")
        #expect(support.testTargets.isEmpty)

        let networking = try #require(entries.first { $0.name == "Networking" })
        #expect(networking.kind == "core")
        #expect(networking.owners == ["@mosaic/platform"])
        #expect(networking.testTargets == ["NetworkingTests"])

        let suite = try #require(entries.first { $0.name == "EndToEndTests" })
        #expect(suite.kind == "suite")
    }

    @Test func namesListsOnlyModulesWithTests() throws {
        let (result, _) = try modules(["--names"])
        #expect(result.status == 0)
        #expect(result.stdout.split(separator: "\n") == ["Networking", "Feed", "EndToEndTests"])
    }

    @Test func appsListsExecutableProducts() throws {
        let (result, _) = try modules(["--apps"])
        #expect(result.status == 0)
        #expect(result.stdout.split(separator: "\n") == ["FeedDemo", "Payback", "MockBackend"])
    }
}
