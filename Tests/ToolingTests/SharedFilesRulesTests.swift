import Foundation
import MosaicTestSupport
import Testing

/// `Tooling/check-architecture`'s rules for what teams share: the layers of test support and the
/// ownership of a feature's files in the shared folders.
@Suite struct SharedFilesRulesTests {
    private func run(_ fixture: FixturePackage) throws -> ToolRun { try fixture.checkArchitecture() }

    /// Test support is split by layer: a layer may build on a lower one and on Core, tests may use
    /// any layer, and nothing else may.
    @Test func aSupportLayerMayBuildOnALowerOneAndStaysForTestsOnly() throws {
        var fixture = FixturePackage.standard()
        fixture.targets.append(
            FixturePackage.TargetSpec(
                name: "AppRunnerTestSupport", path: "Tests/Support/AppRunnerTestSupport",
                dependencies: ["MosaicTestSupport", "AppRunner"], imports: ["MosaicTestSupport", "AppRunner"])
        )
        fixture.modify("FeedTests") {
            $0.dependencies.append("AppRunnerTestSupport")
            $0.imports.append("AppRunnerTestSupport")
        }
        let layered = try run(fixture)
        #expect(layered.status == 0, "\(layered.stderr)")

        fixture.modify("Feed") { $0.dependencies.append("AppRunnerTestSupport") }
        fixture.modify("AppRunnerTestSupport") { $0.dependencies.append("FeedInterface") }
        let misused = try run(fixture)
        #expect(misused.status == 1)
        #expect(
            misused.stderr.contains("Feed depends on")
                && misused.stderr.contains("shared test support is for test targets only"),
            "\(misused.stderr)")
        #expect(
            misused.stderr.contains("AppRunnerTestSupport depends on")
                && misused.stderr.contains("shared test support may depend on Core modules only"),
            "\(misused.stderr)")
    }

    /// A feature's files in the shared suites and screen images are its team's: one left to the
    /// platform team fails, naming the file and the team to give it to (changing a
    /// feature's screen needed platform review).
    @Test func aFeaturesFileInASharedFolderBelongsToItsTeam() throws {
        var fixture = FixturePackage.standard()
        fixture.modify("EndToEndTests") {
            $0.extraFiles.append((name: "FeedEndToEndTests.swift", lines: ["let feedRuns = 1"]))
            $0.extraFiles.append((name: "FeedbackFormTests.swift", lines: ["let notFeeds = 1"]))
        }
        let unowned = try run(fixture)
        #expect(unowned.status == 1)
        #expect(
            unowned.stderr.contains(
                "CODEOWNERS: Tests/EndToEndTests/FeedEndToEndTests.swift is Feed's (named after it) but owned by "
                    + "@mosaic/platform; give it to @mosaic/feed"), "\(unowned.stderr)")
        #expect(!unowned.stderr.contains("FeedbackFormTests"), "a longer word is not the feature's name")

        fixture.codeowners += "/Tests/*/Feed*  @mosaic/feed\n"
        let owned = try run(fixture)
        #expect(owned.status == 0, "\(owned.stderr)")
    }
}
