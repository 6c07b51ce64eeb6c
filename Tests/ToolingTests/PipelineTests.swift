import Foundation
import MosaicTestSupport
import Testing

/// The Jenkins pipeline names only real tools, and the JUnit reports it publishes are checked
/// against the JUnit schema (`Tooling/check-junit`) before Jenkins reads them.
@Suite struct PipelineTests {
    private static let xmllintAvailable = ["/usr/bin/xmllint", "/bin/xmllint"].contains {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    private func jenkinsfile() throws -> String {
        try String(
            contentsOf: ToolRun.repositoryRoot.appending(path: "Tooling/Jenkins/Jenkinsfile"), encoding: .utf8
        )
    }

    @Test func theJenkinsfileNamesOnlyExecutableTools() throws {
        let text = try jenkinsfile()
        let tools = Set(text.matches(of: /Tooling\/([a-z][a-z-]*)/).map { String($0.output.1) })
        #expect(
            tools.isSuperset(of: ["modules", "affected", "test-module", "check-junit", "graph", "build-apps"])
        )
        for tool in tools {
            let path = ToolRun.repositoryRoot.appending(path: "Tooling/\(tool)").path
            #expect(
                FileManager.default.isExecutableFile(atPath: path), "Tooling/\(tool) is named but missing")
        }
    }

    private static let groovyAvailable = ["/usr/bin/groovy", "/bin/groovy"].contains {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    /// `Tooling/check-jenkins` on a copy of the Jenkinsfile changed by `edit`.
    private func checkJenkins(editing edit: (String) -> String) throws -> ToolRun {
        let directory = try TemporaryDirectory()
        try directory.write("Jenkinsfile", edit(try jenkinsfile()))
        return try ToolRun(
            "check-jenkins",
            ["--shape-only", "--jenkinsfile", directory.url.appending(path: "Jenkinsfile").path])
    }

    @Test(.enabled(if: groovyAvailable, "skipped: groovy is not installed (.ci/run installs it)"))
    func theJenkinsfileRunsAsExpectedForEveryKindOfChange() throws {
        let run = try ToolRun("check-jenkins", [])
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        for scenario in [
            "a feature's Implementation file", "a feature's Interface file", "a core leaf", "Package.swift",
            "README.md only", "a new feature", "a build of main",
        ] {
            #expect(run.stdout.contains("ok: \(scenario)"), "\(run.stdout)")
        }
        // The plans come from what Tooling/affected really printed for each change.
        #expect(
            run.stdout.contains(
                "(Tooling/affected: Hiring, CompositionTests, EndToEndTests, FuzzTests)"), "\(run.stdout)")
        #expect(run.stdout.contains("README.md only (nothing to build): ran Plan"), "\(run.stdout)")
    }

    /// The seam between the tools: when `Tooling/affected` prints a name `Tooling/test-module`
    /// rejects (an app, as it once did: every pull request changing a feature failed in Jenkins
    /// with `unknown module 'HiringApp'`), check-jenkins fails and names it. Checked on a copy of
    /// the repository whose `affected` prints every module it reaches, apps included.
    @Test(.enabled(if: groovyAvailable, "skipped: groovy is not installed (.ci/run installs it)"))
    func aPlanNamingAModuleTestModuleRejectsFailsTheCheck() throws {
        // The working tree's files (tracked and new), as check-jenkins itself copies them.
        let copy = try TemporaryDirectory()
        let root = ToolRun.repositoryRoot
        let git = Process()
        git.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        git.arguments = ["git", "-C", root.path, "ls-files", "-z", "-co", "--exclude-standard"]
        let listing = Pipe()
        git.standardOutput = listing
        try git.run()
        let names = listing.fileHandleForReading.readDataToEndOfFile()
        git.waitUntilExit()
        for path in Set(String(decoding: names, as: UTF8.self).split(separator: "\0").map(String.init)) {
            let source = root.appending(path: path)
            guard FileManager.default.fileExists(atPath: source.path) else { continue }
            let destination = copy.url.appending(path: path)
            try FileManager.default.createDirectory(
                at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: source, to: destination)
        }
        let tool = copy.url.appending(path: "Tooling/affected")
        let affected = try String(contentsOf: tool, encoding: .utf8)
        let broken = affected.replacingOccurrences(
            of: "if m.name in affected and m.test_targets]", with: "if m.name in affected]")
        try #require(broken != affected, "the test-unit filter is where this test expects it")
        try Data(broken.utf8).write(to: tool)
        let run = try ToolRun(
            "check-jenkins", ["--root", copy.url.path, "--only-change", "Implementation"])
        #expect(run.status == 1, "\(run.stdout)\(run.stderr)")
        #expect(
            run.stderr.contains("the plan runs Tooling/test-module with a name no tool knows")
                && run.stderr.contains("'HiringApp'"), "\(run.stderr)")
    }

    @Test(.enabled(if: groovyAvailable, "skipped: groovy is not installed (.ci/run installs it)"))
    func removingTheAppsStageFailsTheCheck() throws {
        let run = try checkJenkins { text in
            guard let start = text.range(of: "        stage('Apps') {"),
                let end = text.range(of: "    }\n}\n\n// The lines", range: start.upperBound..<text.endIndex)
            else { return text }
            return String(text[..<start.lowerBound]) + String(text[end.lowerBound...])
        }
        #expect(run.status == 1, "\(run.stdout)\(run.stderr)")
        #expect(run.stderr.contains("the Apps stage did not run"), "\(run.stderr)")
    }

    /// A pull request runs Tooling/check-api against its target branch (contracts are
    /// checked in Jenkins); a pipeline that drops it, or runs it on main, fails the check.
    @Test(.enabled(if: groovyAvailable, "skipped: groovy is not installed (.ci/run installs it)"))
    func thePullRequestAPICheckIsPartOfThePlan() throws {
        let dropped = try checkJenkins {
            $0.replacingOccurrences(
                of: "when { expression { env.CHANGE_ID != null && !modulesToTest.isEmpty() } }",
                with: "when { expression { false } }")
        }
        #expect(dropped.status == 1, "\(dropped.stdout)\(dropped.stderr)")
        #expect(dropped.stderr.contains("the API stage did not run"), "\(dropped.stderr)")
        let onMain = try checkJenkins {
            $0.replacingOccurrences(
                of: "when { expression { env.CHANGE_ID != null && !modulesToTest.isEmpty() } }",
                with: "when { expression { !modulesToTest.isEmpty() } }")
        }
        #expect(onMain.status == 1, "\(onMain.stdout)\(onMain.stderr)")
        #expect(
            onMain.stderr.contains("a build of main (every module): the API stage ran"), "\(onMain.stderr)")
    }

    @Test(.enabled(if: groovyAvailable, "skipped: groovy is not installed (.ci/run installs it)"))
    func aModuleStageWithoutItsAgentLabelFailsTheCheck() throws {
        let run = try checkJenkins { $0.replacingOccurrences(of: "node(label) {", with: "node {") }
        #expect(run.status == 1, "\(run.stdout)\(run.stderr)")
        #expect(
            run.stderr.contains("module stage Cart runs on None, not its own 'swift' agent"), "\(run.stderr)")
    }

    @Test(.enabled(if: groovyAvailable, "skipped: groovy is not installed (.ci/run installs it)"))
    func publishingAReportThatWasNeverWrittenFailsTheCheck() throws {
        let run = try checkJenkins {
            $0.replacingOccurrences(of: "if (fileExists(report)) {", with: "if (true) {")
        }
        #expect(run.status == 1, "\(run.stdout)\(run.stderr)")
        #expect(run.stderr.contains("a pull request whose Cart build fails"), "\(run.stderr)")
    }

    private func check(_ xml: String) throws -> ToolRun {
        let directory = try TemporaryDirectory()
        try directory.write("report.xml", xml)
        return try ToolRun("check-junit", [directory.url.appending(path: "report.xml").path])
    }

    /// What `swift test --disable-xctest --xunit-output` writes for Swift Testing.
    private static let swiftTestingReport = """
        <?xml version="1.0" encoding="UTF-8"?>
        <testsuites>
          <testsuite name="TestResults" errors="0" tests="2" failures="1" skipped="0" time="0.5">
            <testcase classname="FeedTests.FeedViewModelTests" name="loads()" time="0.1" />
            <testcase classname="FeedTests.FeedViewModelTests" name="fails()" time="0.2">
              <failure message="Expectation failed" />
            </testcase>
          </testsuite>
        </testsuites>
        """

    @Test(
        .enabled(if: xmllintAvailable, "skipped: xmllint is not installed (.ci/run installs libxml2-utils)"))
    func aSwiftTestingReportIsValid() throws {
        let run = try check(Self.swiftTestingReport)
        #expect(run.status == 0, "\(run.stderr)")
    }

    @Test(
        .enabled(if: xmllintAvailable, "skipped: xmllint is not installed (.ci/run installs libxml2-utils)"))
    func swiftTestingsCountWithoutSkippedCasesIsAccepted() throws {
        let skipped = Self.swiftTestingReport
            .replacingOccurrences(
                of: #"tests="2" failures="1" skipped="0""#, with: #"tests="1" failures="0" skipped="1""#
            )
            .replacingOccurrences(of: #"<failure message="Expectation failed" />"#, with: "<skipped />")
        let run = try check(skipped)
        #expect(run.status == 0, "\(run.stderr)")
    }

    @Test(
        .enabled(if: xmllintAvailable, "skipped: xmllint is not installed (.ci/run installs libxml2-utils)"))
    func countsThatDisagreeWithTheCasesAreRejected() throws {
        let run = try check(
            Self.swiftTestingReport.replacingOccurrences(of: #"tests="2""#, with: #"tests="3""#))
        #expect(run.status == 1)
        #expect(run.stderr.contains("says tests=3 but has 2"))
    }

    @Test(
        .enabled(if: xmllintAvailable, "skipped: xmllint is not installed (.ci/run installs libxml2-utils)"))
    func aReportThatBreaksTheSchemaOrHasNoCasesIsRejected() throws {
        let missingName = Self.swiftTestingReport.replacingOccurrences(of: #" name="loads()""#, with: "")
        #expect(try check(missingName).status == 1, "a test case needs a name")
        let empty = #"<testsuites><testsuite name="TestResults" tests="0"></testsuite></testsuites>"#
        let run = try check(empty)
        #expect(run.status == 1)
        #expect(run.stderr.contains("no test cases"))
    }

    @Test func noFileIsAUsageError() throws {
        #expect(try ToolRun("check-junit", []).status == 64)
    }
}
