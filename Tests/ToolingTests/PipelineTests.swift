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
            "check-jenkins", ["--jenkinsfile", directory.url.appending(path: "Jenkinsfile").path])
    }

    @Test(.enabled(if: groovyAvailable, "skipped: groovy is not installed (.ci/run installs it)"))
    func theJenkinsfileRunsAsExpectedForEveryKindOfChange() throws {
        let run = try ToolRun("check-jenkins", [])
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        for scenario in [
            "a feature's Implementation file", "a core module", "Package.swift", "README.md only",
        ] {
            #expect(run.stdout.contains("ok: \(scenario)"), "\(run.stdout)")
        }
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
