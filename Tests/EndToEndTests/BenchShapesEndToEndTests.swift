import Foundation
import MosaicTestSupport
import Testing

/// `Tooling/bench-compare --shapes` on the apps as this build made them: for every input shape its
/// generator writes (the backend's fields alone, an API's extra nested fields and long strings,
/// varied ids and many distinct non-ASCII names), the Swift listing is the Python reference's (the
/// tool's own check, which stops it with exit 1 on a difference), and `store price` runs beside its
/// reference on both basket shapes. The seam between the generator, the references and the apps;
/// timing is not tested.
@Suite struct BenchShapesEndToEndTests {
    @Test(.hangsAfter(minutes: 10))
    func everyShapeListsTheSameInSwiftAsInThePythonReference() async throws {
        let work = try TemporaryDirectory()
        let products = try Executables.url(for: "packs").deletingLastPathComponent()
        let tool = ReadmeExamplesEndToEndTests.root.appending(path: "Tooling/bench-compare")
        let child = try ChildProcess(
            URL(fileURLWithPath: "/usr/bin/env"),
            arguments: [
                "python3", tool.path, "--no-build", "--bin", products.path, "--runs", "1", "--sizes", "300",
                "--shapes", "--no-anchor", "--no-jq", "--no-orjson", "--work", work.url.path,
            ])
        var lines: [String] = []
        while let line = await child.readLine() { lines.append(line) }
        let exit = await child.waitForExit()
        #expect(exit == ChildProcess.Exit(status: 0, wasSignalled: false), "\(child.standardError)")
        func measured(_ task: String, _ shape: String) -> Bool {
            lines.contains {
                $0.split(separator: " ", omittingEmptySubsequences: true).prefix(2) == [
                    task[...], shape[...],
                ]
            }
        }
        for task in ["packs", "frame", "transactions", "hiring"] {
            for shape in ["plain", "api", "varied"] {
                #expect(measured(task, shape), "\(task) \(shape) in:\n\(lines.joined(separator: "\n"))")
            }
        }
        #expect(measured("basket", "plain") && measured("basket", "skewed"), "\(lines)")
        // Below 100,000 elements no goal is judged, and the tool says so.
        #expect(lines.contains("  (no task measured at 100000 elements or more)"), "\(lines)")
    }
}
