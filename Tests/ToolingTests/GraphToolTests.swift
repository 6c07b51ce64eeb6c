import Foundation
import MosaicTestSupport
import Testing

/// `Tooling/graph` draws the module graph from the package description, interface edges apart.
@Suite struct GraphToolTests {
    private func graph(_ arguments: [String]) throws -> ToolRun {
        let directory = try TemporaryDirectory()
        let description = try FixturePackage.standard().write(to: directory)
        return try ToolRun("graph", arguments + ["--description", description, "--root", directory.url.path])
    }

    @Test func mermaidDrawsInterfaceEdgesDottedAndLeavesTestDoublesOut() throws {
        let run = try graph([])
        #expect(run.status == 0, "\(run.stderr)")
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "graph LR")
        #expect(lines.contains("    Feed -.-> Transactions"), "Feed uses only TransactionsInterface")
        #expect(lines.contains("    Payback --> Feed"), "the app wires the implementation")
        #expect(lines.contains("    Transactions --> Networking"))
        #expect(
            !lines.contains { $0.contains("Feed --> AppCore") },
            "only the demo uses AppCore: not shipped code")
        #expect(!lines.contains { $0.contains("EndToEndTests") }, "test suites are not modules of the graph")
    }

    @Test func jsonListsNodesWithKindsAndEdgesWithTheirKind() throws {
        struct Graph: Decodable {
            struct Node: Decodable, Equatable {
                let name: String
                let kind: String
            }
            struct Edge: Decodable, Equatable {
                let from: String
                let to: String
                let kind: String
            }
            let nodes: [Node]
            let edges: [Edge]
        }
        let run = try graph(["--format", "json"])
        let decoded = try JSONDecoder().decode(Graph.self, from: Data(run.stdout.utf8))
        #expect(decoded.nodes.first == .init(name: "Networking", kind: "core"))
        #expect(decoded.edges.contains(.init(from: "Feed", to: "Transactions", kind: "interface")))
        #expect(decoded.edges.contains(.init(from: "Payback", to: "Transactions", kind: "implementation")))
    }

    @Test func dotMarksInterfaceEdgesDashed() throws {
        let run = try graph(["--format", "dot"])
        #expect(run.stdout.hasPrefix("digraph Mosaic {"))
        #expect(run.stdout.contains(#""Feed" -> "Transactions" [style=dashed, label="interface"];"#))
        #expect(run.stdout.contains(#""Payback" -> "Feed";"#))
    }

    @Test func aModuleAndItsDependenciesOrItsDependents() throws {
        let down = try graph(["--module", "Feed", "--format", "json"])
        #expect(down.stdout.contains(#""name": "Transactions""#))
        #expect(!down.stdout.contains(#""name": "Payback""#))
        let up = try graph(["--module", "Transactions", "--reverse"])
        #expect(up.stdout.contains("Payback --> Transactions"))
        #expect(up.stdout.contains("Feed -.-> Transactions"))
        #expect(!up.stdout.contains("Networking"), "Transactions' own dependencies are not its dependents")
    }

    @Test func anUnknownModuleIsAUsageError() throws {
        let run = try graph(["--module", "Nope"])
        #expect(run.status == 64)
        #expect(run.stderr.contains("unknown module 'Nope'"))
        #expect(try graph(["--reverse"]).status == 64, "--reverse needs --module")
    }

    @Test(
        .enabled(
            if: FileManager.default.isExecutableFile(atPath: "/usr/bin/dot"),
            "skipped: Graphviz `dot` is not installed (.ci/run installs it)"))
    func svgGoesThroughGraphviz() throws {
        let run = try graph(["--format", "svg"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("<svg"))
    }

    @Test func theModuleGraphDocumentIsUpToDate() throws {
        let run = try ToolRun("graph", ["--check"])
        #expect(run.status == 0, "run Tooling/graph --update: \(run.stderr)")
    }

    /// A union merge of two branches that each added a module leaves both sides' lines, ours first:
    /// the same lines in another order are up to date; a line listed twice, a missing one or a stale
    /// one is not. `--check-readme`/`--update-readme` still work (the graph used to be in README.md).
    @Test func theCheckComparesTheGraphsLinesNotTheirOrder() throws {
        let directory = try TemporaryDirectory()
        let description = try FixturePackage.standard().write(to: directory)
        let root = directory.url.path
        let document = directory.url.appending(path: "Docs/module-graph.md")
        func check() throws -> Int32 {
            try ToolRun("graph", ["--check", "--description", description, "--root", root]).status
        }
        #expect(try check() == 1, "no document yet")
        let update = try ToolRun("graph", ["--update-readme", "--description", description, "--root", root])
        #expect(update.status == 0, "\(update.stderr)")
        #expect(try check() == 0)
        let generated = try String(contentsOf: document, encoding: .utf8)
        var lines = generated.components(separatedBy: "\n")
        let edges = lines.indices.filter { lines[$0].contains("-->") }
        try #require(edges.count > 1)
        lines.swapAt(edges[0], edges[edges.count - 1])
        try lines.joined(separator: "\n").write(to: document, atomically: true, encoding: .utf8)
        #expect(try check() == 0, "the same lines in another order")
        let edge = lines[edges[0]]
        for changed in [
            generated.replacingOccurrences(of: edge, with: edge + "\n" + edge),
            generated.replacingOccurrences(of: edge + "\n", with: ""),
            generated.replacingOccurrences(of: edge, with: edge + "\n    Gone --> Networking"),
        ] {
            try changed.write(to: document, atomically: true, encoding: .utf8)
            #expect(try check() == 1)
        }
        #expect(
            try ToolRun("graph", ["--check-readme", "--description", description, "--root", root]).status == 1
        )
    }
}
