import Foundation
import MosaicTestSupport
import Testing

/// `Tooling/bench-compare`: its arguments and the inputs it generates (timing is not tested).
@Suite struct BenchCompareToolTests {
    @Test(arguments: [
        ["--sizes", "10,x"], ["--sizes", "0"], ["--tasks", "packs,nope"], ["--runs", "0"], ["--unknown"],
    ])
    func badArgumentsAreUsageErrors(arguments: [String]) throws {
        let run = try ToolRun("bench-compare", arguments + ["--generate-only"])
        #expect(run.status == 64, "\(arguments): \(run.stderr)")
        #expect(run.stdout.isEmpty)
    }

    @Test func generatesTheSameSeededInputsEveryTime() throws {
        let first = try TemporaryDirectory()
        let second = try TemporaryDirectory()
        for directory in [first, second] {
            let run = try ToolRun(
                "bench-compare", ["--generate-only", "--sizes", "50", "--work", directory.url.path])
            #expect(run.status == 0, "\(run.stderr)")
            #expect(run.stdout.split(separator: "\n").count == 4, "\(run.stdout)")
        }
        for name in ["packs-50.json", "transactions-50.json", "hiring-50.json", "basket-50.txt"] {
            let one = try Data(contentsOf: first.url.appending(path: name))
            let other = try Data(contentsOf: second.url.appending(path: name))
            #expect(one == other, "\(name) is seeded")
        }
        let packs = try JSONSerialization.jsonObject(
            with: Data(contentsOf: first.url.appending(path: "packs-50.json")))
        #expect((packs as? [Any])?.count == 50)
        let transactions = try JSONSerialization.jsonObject(
            with: Data(contentsOf: first.url.appending(path: "transactions-50.json")))
        #expect(((transactions as? [String: Any])?["items"] as? [Any])?.count == 50)
        let basket = try String(contentsOf: first.url.appending(path: "basket-50.txt"), encoding: .utf8)
        #expect(basket.split(separator: "\n").count == 50)
    }

    @Test func onlyTheNamedTasksInputsAreWritten() throws {
        let directory = try TemporaryDirectory()
        let run = try ToolRun(
            "bench-compare",
            ["--generate-only", "--tasks", "frame", "--sizes", "5,7", "--work", directory.url.path])
        #expect(run.status == 0, "\(run.stderr)")
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.url.path).sorted()
        #expect(files == ["packs-5.json", "packs-7.json"])
    }
}
