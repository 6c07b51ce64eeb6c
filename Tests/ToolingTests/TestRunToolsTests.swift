import Foundation
import MosaicTestSupport
import Testing

/// The tools that keep the suite trustworthy: `Tooling/check-test-guards` (a failing test must
/// not crash the run), `Tooling/slowest-tests` and `Tooling/preflight` (Tooling/test on a fresh
/// machine names what is missing instead of failing minutes later).
@Suite struct TestRunToolsTests {
    private func guards(_ source: String) throws -> ToolRun {
        let directory = try TemporaryDirectory()
        try directory.write("Tests/SampleTests/SampleTests.swift", source)
        return try ToolRun("check-test-guards", [directory.url.appending(path: "Tests").path])
    }

    @Test func anUnguardedSubscriptIsReportedWithItsLineAndTheGuardToAdd() throws {
        let run = try guards(
            """
            @Test func first() {
                let rows = render()
                #expect(rows.count == 2)
                #expect(rows[1] == "b")
            }
            """)
        #expect(run.status == 1)
        #expect(run.stdout.contains("SampleTests.swift:4: 'rows[1]' is not guarded"), "\(run.stdout)")
        #expect(run.stdout.contains("try #require(rows.count > 1)"), "\(run.stdout)")
    }

    @Test func aRequireOnTheCountGuardsTheSubscript() throws {
        let run = try guards(
            """
            @Test func first() throws {
                let rows = render()
                try #require(rows.count > 1)
                #expect(rows[1] == "b")
            }
            """)
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
    }

    @Test func aGuardInAnotherFunctionDoesNotCount() throws {
        let run = try guards(
            """
            @Test func one() throws {
                let rows = render()
                try #require(rows.count > 1)
            }
            @Test func two() {
                let rows = render()
                #expect(rows[1] == "b")
            }
            """)
        #expect(run.status == 1)
        #expect(run.stdout.contains("SampleTests.swift:7:"), "\(run.stdout)")
    }

    @Test func forceUnwrapsAreReportedExceptOnConstructorsOfLiterals() throws {
        let run = try guards(
            """
            @Test func first() {
                let url = URL(string: "https://example.com")!
                let service = resolver.resolve(Service.self)!
            }
            """)
        #expect(run.status == 1)
        #expect(run.stdout.contains("SampleTests.swift:3: force unwrap"), "\(run.stdout)")
        #expect(!run.stdout.contains("SampleTests.swift:2:"), "\(run.stdout)")
    }

    @Test func commentsStringsLiteralsAndWaiversAreNotReported() throws {
        let run = try guards(
            """
            @Test func first() {
                // rows[1] in a comment
                let text = "rows[1] and value! in a string"
                let local = [1, 2, 3]
                #expect(local[2] == 3)
                let byID = lookup[7]  // check-test-guards: a dictionary keyed by Int
                #expect(text != "" && x != y)
            }
            """)
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
    }

    @Test func theRepositorysOwnTestsAreClean() throws {
        let run = try ToolRun("check-test-guards", [])
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
    }

    @Test func slowestTestsListsTheSlowestFirst() throws {
        let directory = try TemporaryDirectory()
        try directory.write(
            "report.xml",
            """
            <testsuites><testsuite name="All" tests="3" failures="0" errors="0">
            <testcase classname="A" name="fast()" time="0.01"/>
            <testcase classname="B" name="slow()" time="12.5"/>
            <testcase classname="C" name="middle()" time="2"/>
            </testsuite></testsuites>
            """)
        let run = try ToolRun(
            "slowest-tests", [directory.url.appending(path: "report.xml").path, "--count", "2"])
        #expect(run.status == 0, "\(run.stderr)")
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(
            lines == [
                "==> The 2 slowest of 3 tests",
                "   12.50 s  B.slow()",
                "    2.00 s  C.middle()",
            ])
    }

    /// In a run one test at a time, each test's own duration is its end minus its start (the JUnit
    /// report's time is from the start of the run), a parameterized test's is the sum of its cases,
    /// a suite's the sum of its tests', and the run's CPU time is reported with the cores it kept busy.
    @Test func testProfileReportsOwnDurationsTheMostExpensiveSuitesAndCPUTime() throws {
        let directory = try TemporaryDirectory()
        try directory.write(
            "events.jsonl",
            [
                Self.test("M.Slow", "suite"), Self.test("M.Slow/a()/S.swift:3:6", "function"),
                Self.test("M.Slow/b()/S.swift:9:6", "function"), Self.test("M.Fast", "suite"),
                Self.test("M.Fast/c()/F.swift:2:6", "function"),
                Self.test("M.Fast/d(x:)/F.swift:8:6", "function"),
                Self.event("runStarted", 100), Self.event("testStarted", 100, "M.Slow"),
                Self.event("testStarted", 100, "M.Slow/a()/S.swift:3:6"),
                Self.event("testEnded", 140, "M.Slow/a()/S.swift:3:6"),
                Self.event("testStarted", 140, "M.Slow/b()/S.swift:9:6"),
                Self.event("testEnded", 150, "M.Slow/b()/S.swift:9:6"),
                Self.event("testEnded", 150, "M.Slow"),
                Self.event("testStarted", 150, "M.Fast"),
                Self.event("testStarted", 150, "M.Fast/c()/F.swift:2:6"),
                Self.event("testEnded", 150.5, "M.Fast/c()/F.swift:2:6"),
                Self.event("testStarted", 151, "M.Fast/d(x:)/F.swift:8:6"),
                Self.event("testCaseStarted", 151, "M.Fast/d(x:)/F.swift:8:6", case: "1"),
                Self.event("testCaseEnded", 153, "M.Fast/d(x:)/F.swift:8:6", case: "1"),
                Self.event("testCaseStarted", 153, "M.Fast/d(x:)/F.swift:8:6", case: "2"),
                Self.event("testCaseEnded", 156, "M.Fast/d(x:)/F.swift:8:6", case: "2"),
                Self.event("testEnded", 156, "M.Fast/d(x:)/F.swift:8:6"),
                Self.event("testEnded", 156, "M.Fast"),
                Self.event("runEnded", 200),
            ].joined(separator: "\n"))
        let run = try ToolRun(
            "test-profile",
            [directory.url.appending(path: "events.jsonl").path, "--count", "2", "--cpu", "150"])
        #expect(run.status == 0, "\(run.stderr)")
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(
            lines == [
                "==> 4 tests in 2 suites; the run took 100.0 s of wall time and 150.0 s of CPU time "
                    + "(on average 1.5 cores busy); the tests' own durations add up to 55.5 s",
                "==> The 2 most expensive suites (own duration)",
                "   50.00 s  M.Slow", "    5.50 s  M.Fast",
                "==> The 2 most expensive tests (own duration)",
                "   40.00 s  M.Slow/a()", "   10.00 s  M.Slow/b()",
            ], "\(run.stdout)")
        let missing = try ToolRun("test-profile", ["/nonexistent/events.jsonl"])
        #expect(missing.status == 1)
        #expect(
            try ToolRun("test-profile", [directory.url.appending(path: "events.jsonl").path, "--count", "0"])
                .status == 64)
    }

    /// In a parallel run Swift Testing starts every test at once, so a test's span is mostly its
    /// wait for a slot: the profile gives the run's totals and points to the run that ranks.
    @Test func aParallelRunIsSummedButNotRanked() throws {
        let directory = try TemporaryDirectory()
        try directory.write(
            "events.jsonl",
            [
                Self.test("M.S", "suite"), Self.test("M.S/a()/S.swift:3:6", "function"),
                Self.test("M.S/b()/S.swift:9:6", "function"),
                Self.event("runStarted", 0), Self.event("testStarted", 0, "M.S/a()/S.swift:3:6"),
                Self.event("testStarted", 0, "M.S/b()/S.swift:9:6"),
                Self.event("testEnded", 9, "M.S/a()/S.swift:3:6"),
                Self.event("testEnded", 10, "M.S/b()/S.swift:9:6"), Self.event("runEnded", 10),
            ].joined(separator: "\n"))
        let run = try ToolRun(
            "test-profile", [directory.url.appending(path: "events.jsonl").path, "--cpu", "15"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(
            run.stdout.hasPrefix(
                "==> 2 tests in 1 suite; the run took 10.0 s of wall time and 15.0 s of CPU time "
                    + "(on average 1.5 cores busy). Up to 2 tests were in flight at once"), "\(run.stdout)")
        #expect(run.stdout.contains("Tooling/test --profile"), "\(run.stdout)")
        #expect(!run.stdout.contains("most expensive"), "\(run.stdout)")
    }

    /// One line of Swift Testing's event stream (version 0): an event, of a test case when `case` is given.
    private static func event(_ kind: String, _ at: Double, _ id: String? = nil, case: String? = nil)
        -> String
    {
        let test = id.map { #","testID":"\#($0)""# } ?? ""
        let testCase = `case`.map { #","_testCase":{"id":"\#($0)","displayName":"\#($0)"}"# } ?? ""
        return
            #"{"kind":"event","payload":{"instant":{"absolute":\#(at)},"kind":"\#(kind)"\#(test)\#(testCase)},"version":0}"#
    }

    /// One line of Swift Testing's event stream (version 0) declaring a test or suite.
    private static func test(_ id: String, _ kind: String) -> String {
        #"{"kind":"test","payload":{"id":"\#(id)","kind":"\#(kind)","name":"\#(id)"},"version":0}"#
    }

    @Test func slowestTestsRejectsAMissingReport() throws {
        let run = try ToolRun("slowest-tests", ["/nonexistent/report.xml"])
        #expect(run.status == 1)
        #expect(run.stderr.contains("cannot read /nonexistent/report.xml"), "\(run.stderr)")
    }

    /// A machine with only a shell and the coreutils preflight itself uses: it names every
    /// missing tool and the one install command, with EX_UNAVAILABLE.
    @Test func preflightNamesWhatIsMissingAndHowToInstallIt() throws {
        let bin = try TemporaryDirectory()
        for tool in ["bash", "env", "sed", "grep", "tr", "id"] {
            let target = try #require(
                ["/usr/bin/\(tool)", "/bin/\(tool)"].first {
                    FileManager.default.isExecutableFile(atPath: $0)
                },
                "\(tool) is not installed")
            try FileManager.default.createSymbolicLink(
                atPath: bin.url.appending(path: tool).path, withDestinationPath: target)
        }
        let run = try ToolRun("preflight", ["--under-load"], environment: ["PATH": bin.url.path])
        #expect(run.status == 69, "\(run.stdout)\(run.stderr)")
        for name in ["python3", "git", "xmllint", "dot", "jq", "stress-ng"] {
            #expect(run.stderr.contains("  - \(name) ("), "\(run.stderr)")
        }
        #expect(
            run.stderr.contains(
                "install with: sudo apt-get install -y python3 git libxml2-utils graphviz jq stress-ng"),
            "\(run.stderr)")
    }

    @Test func preflightRejectsAnUnknownOption() throws {
        let run = try ToolRun("preflight", ["--frobnicate"])
        #expect(run.status == 64)
        #expect(run.stderr.contains("unknown option '--frobnicate'"), "\(run.stderr)")
    }
}
