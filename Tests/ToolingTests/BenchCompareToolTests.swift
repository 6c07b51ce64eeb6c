import Foundation
import MosaicTestSupport
import Testing

/// `Tooling/bench-compare`: its arguments and the inputs it generates (timing is not tested).
@Suite struct BenchCompareToolTests {
    @Test(arguments: [
        ["--sizes", "10,x"], ["--sizes", "0"], ["--tasks", "packs,nope"], ["--runs", "0"], ["--unknown"],
        ["--shapes", "nope"], ["--shapes", ","],
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

    /// A seeded input for `task` of `size` elements, written by `bench-compare --generate-only` into
    /// a new temporary directory (kept as long as the directory value is).
    static func generated(_ task: String, size: Int) throws -> (directory: TemporaryDirectory, input: String)
    {
        let directory = try TemporaryDirectory()
        let run = try ToolRun(
            "bench-compare",
            ["--generate-only", "--tasks", task, "--sizes", String(size), "--work", directory.url.path])
        #expect(run.status == 0, "\(run.stderr)")
        return (directory, directory.url.appending(path: "\(task)-\(size).json").path)
    }

    static let anchorBuildable =
        FileManager.default.isExecutableFile(atPath: "/usr/bin/g++")
        && FileManager.default.fileExists(atPath: "/usr/include/simdjson.h")

    /// The native anchor (Tooling/bench/packs_anchor.cpp, C++ with simdjson) does the same work as
    /// the Python reference: the same listing for seeded parcels with malformed elements mixed in.
    @Test(.enabled(if: anchorBuildable, "skipped: g++ or libsimdjson-dev is missing (.ci/run installs both)"))
    func theNativeAnchorPrintsWhatThePythonReferencePrints() throws {
        let (directory, input) = try Self.generated("packs", size: 2000)
        let bench = ToolRun.repositoryRoot.appending(path: "Tooling/bench")
        let anchor = directory.url.appending(path: "packs_anchor").path
        let compiled = try ToolRun(
            executable: URL(fileURLWithPath: "/usr/bin/g++"),
            ["-O2", "-std=c++17", bench.appending(path: "packs_anchor.cpp").path, "-lsimdjson", "-o", anchor])
        try #require(compiled.status == 0, "\(compiled.stderr)")
        let native = try ToolRun(executable: URL(fileURLWithPath: anchor), [input])
        #expect(native.status == 0, "\(native.stderr)")
        let python = try ToolRun(
            executable: URL(fileURLWithPath: "/usr/bin/env"),
            ["python3", bench.appending(path: "packs_ref.py").path, "list", input])
        #expect(python.status == 0, "\(python.stderr)")
        func listing(_ text: String) throws -> NSDictionary {
            let object = try JSONSerialization.jsonObject(with: Data(text.utf8))
            var document = try #require(object as? [String: Any])
            document["syncedAt"] = nil
            return document as NSDictionary
        }
        let nativeListing = try listing(native.stdout)
        #expect(nativeListing == (try listing(python.stdout)))
        #expect(nativeListing["skipped"] as? Int == 2, "2,000 parcels hold two malformed ones")
        let unusable = try ToolRun(executable: URL(fileURLWithPath: anchor), [input + ".missing"])
        #expect(unusable.status == 65, "\(unusable.stderr)")
    }

    static let orjsonInstalled =
        (try? ToolRun(executable: URL(fileURLWithPath: "/usr/bin/env"), ["python3", "-c", "import orjson"]))?
        .status
        == 0

    /// With orjson the transactions reference reads numbers as floats and makes each exact where
    /// it is used: the listing must be the standard library's, whose numbers are read as Decimal.
    @Test(.enabled(if: orjsonInstalled, "skipped: the orjson Python package is missing (pip install orjson)"))
    func theTransactionsReferencePrintsTheSameListingWithOrjson() throws {
        let (directory, input) = try Self.generated("transactions", size: 2000)
        let reference = ToolRun.repositoryRoot.appending(path: "Tooling/bench/transactions_ref.py").path
        func listing(_ input: String, _ environment: [String: String]) throws -> NSDictionary {
            var processEnvironment = ProcessInfo.processInfo.environment
            processEnvironment.merge(environment) { $1 }
            let run = try ToolRun(
                executable: URL(fileURLWithPath: "/usr/bin/env"), ["python3", reference, input],
                environment: processEnvironment)
            #expect(run.status == 0, "\(run.stderr)")
            let object = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8))
            var document = try #require(object as? [String: Any])
            document["syncedAt"] = nil
            return document as NSDictionary
        }
        let standard = try listing(input, ["MOSAIC_REF_JSON": "json"])
        #expect(standard == (try listing(input, ["MOSAIC_REF_JSON": "orjson"])))
        #expect(standard["skipped"] as? Int == 2, "2,000 transactions hold two malformed ones")
        #expect(standard["count"] as? Int == 1_998)

        // Generated amounts are whole points; amounts in euros are where floats would round.
        let euros = directory.url.appending(path: "euros.json")
        let items = ["0.1", "0.2", "12.50", "1e2", "true"].enumerated().map { index, amount in
            #"{"partnerDisplayName": "P", "alias": {"reference": "r\#(index)"}, "category": 1, "#
                + #""transactionDetail": {"bookingDate": "2025-06-09T08:48:12+0100", "#
                + #""value": {"amount": \#(amount), "currency": "EUR"}}}"#
        }
        try Data(#"{"items": [\#(items.joined(separator: ", "))]}"#.utf8).write(to: euros)
        let exact = try listing(euros.path, ["MOSAIC_REF_JSON": "json"])
        #expect(exact == (try listing(euros.path, ["MOSAIC_REF_JSON": "orjson"])))
        let totals = try #require(exact["totals"] as? [[String: Any]])
        #expect(totals.first?["amount"] as? String == "112.80", "0.1 + 0.2 + 12.50 + 1e2, exactly")
        #expect(exact["skipped"] as? Int == 1, "a boolean is no amount")
    }
}
