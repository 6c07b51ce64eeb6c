import Foundation
import MosaicTestSupport
import Testing

/// `Tooling/check-architecture` against fixture packages: each rule of GUIDE section 2
/// fails naming the offending edge, and a clean layout passes.
@Suite struct CheckArchitectureTests {
    private func run(_ fixture: FixturePackage) throws -> ToolRun { try fixture.checkArchitecture() }

    @Test func cleanLayoutPasses() throws {
        let result = try run(.standard())
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("no violations"))
    }

    @Test func importingAnotherFeaturesImplementationFailsNamingBoth() throws {
        var fixture = FixturePackage.standard()
        fixture.modify("Feed") { $0.imports.append("Transactions") }
        let result = try run(fixture)
        #expect(result.status == 1)
        #expect(
            result.stderr.contains(
                "Modules/Features/Feed/Implementation/Feed.swift:3: feature implementation Feed imports "
                    + "feature implementation Transactions: depend on TransactionsInterface instead"),
            "\(result.stderr)")
    }

    @Test func declaringAnotherFeaturesImplementationFails() throws {
        var fixture = FixturePackage.standard()
        fixture.modify("Feed") { $0.dependencies.append("Transactions") }
        let result = try run(fixture)
        #expect(result.status == 1)
        #expect(
            result.stderr.contains(
                "Package.swift: feature implementation Feed depends on feature implementation Transactions"),
            "\(result.stderr)")
    }

    @Test func interfaceDependingOnAnImplementationFails() throws {
        var fixture = FixturePackage.standard()
        fixture.modify("FeedInterface") { $0.dependencies.append("Transactions") }
        let result = try run(fixture)
        #expect(result.status == 1)
        #expect(
            result.stderr.contains("interface FeedInterface depends on feature implementation Transactions"))
    }

    @Test(arguments: ["Feed", "Payback", "AppCore"])
    func productionTargetDependingOnTestingFails(source: String) throws {
        var fixture = FixturePackage.standard()
        fixture.modify(source) { $0.dependencies.append("TransactionsTesting") }
        let result = try run(fixture)
        #expect(result.status == 1)
        #expect(
            result.stderr.contains("\(source) depends on testing target TransactionsTesting"),
            "\(result.stderr)")
    }

    /// The runner is for composition roots; shared test support is for tests and uses Core only; a
    /// feature's Mocks build on its own Interface and Core, and serve its implementation and the
    /// composition roots only (mock-backend depends on them instead of on the implementation).
    @Test(arguments: [
        ("Feed", "AppRunner", "the app runner is for apps, demos and tests"),
        ("FeedInterface", "AppRunner", "the app runner is for apps, demos and tests"),
        ("FeedTesting", "AppRunner", "the app runner is for apps, demos and tests"),
        ("AppCore", "AppRunner", "the app runner is for apps, demos and tests"),
        ("Feed", "MosaicTestSupport", "shared test support is for test targets only"),
        ("FeedTesting", "MosaicTestSupport", "shared test support is for test targets only"),
        ("Payback", "MosaicTestSupport", "shared test support is for test targets only"),
        ("Networking", "MosaicTestSupport", "shared test support is for test targets only"),
        ("MosaicTestSupport", "FeedInterface", "shared test support may depend on Core modules only"),
        ("TransactionsMocks", "Transactions", "a Mocks target may depend on its own Interface and Core only"),
        (
            "TransactionsMocks", "FeedInterface",
            "a Mocks target may depend on its own Interface and Core only"
        ),
        ("Feed", "TransactionsMocks", "a feature's Mocks are for its own implementation, apps"),
        ("FeedTesting", "TransactionsMocks", "a feature's Mocks are for its own implementation, apps"),
        ("AppCore", "TransactionsMocks", "a feature's Mocks are for its own implementation, apps"),
    ])
    func runnerTestSupportAndMocksEdgesAreRestricted(source: String, dependency: String, reason: String)
        throws
    {
        var fixture = FixturePackage.standard()
        fixture.modify(source) { $0.dependencies.append(dependency) }
        let result = try run(fixture)
        #expect(result.status == 1)
        #expect(result.stderr.contains("\(source) depends on"), "\(result.stderr)")
        #expect(result.stderr.contains(reason), "\(result.stderr)")
    }

    @Test func coreDependingOnAFeatureFails() throws {
        var fixture = FixturePackage.standard()
        fixture.modify("Networking") { $0.dependencies.append("FeedInterface") }
        let result = try run(fixture)
        #expect(result.status == 1)
        #expect(result.stderr.contains("core module Networking depends on interface FeedInterface"))
    }

    @Test func undeclaredImportOfAnAllowedModuleFails() throws {
        var fixture = FixturePackage.standard()
        fixture.modify("Feed") { $0.imports.append("Networking") }
        let result = try run(fixture)
        #expect(result.status == 1)
        #expect(result.stderr.contains("imports Networking but Package.swift does not declare it"))
    }

    @Test func demosAndTestsMayUseFakes() throws {
        var fixture = FixturePackage.standard()
        fixture.modify("FeedDemo") { $0.imports += ["FeedTesting", "TransactionsTesting"] }
        fixture.modify("FeedTests") { $0.imports += ["FeedTesting", "TransactionsTesting", "Feed"] }
        let result = try run(fixture)
        #expect(result.status == 0, "\(result.stderr)")
    }

    @Test func importsInsideCommentsAreIgnored() throws {
        let directory = try TemporaryDirectory()
        let description = try FixturePackage.standard().write(to: directory)
        try directory.write(
            "Modules/Features/Feed/Implementation/Notes.swift",
            "/*\nimport Transactions\n*/\n// import Transactions\nlet notes = 1\n")
        let result = try ToolRun(
            "check-architecture", ["--description", description, "--root", directory.url.path])
        #expect(result.status == 0, "\(result.stderr)")
    }

    /// Imports the compiler sees although a line regex would not: a second one on a line, one
    /// after a block comment on its line, one after a nested block comment; and text that only
    /// looks like an import (in a string, a multi-line string, a nested comment) is not one.
    @Test(arguments: [
        ("import Foundation; import Transactions\n", true),
        ("/* a note */ import Transactions\n", true),
        ("/* outer /* inner */ still a comment */ import Transactions\n", true),
        ("@testable import struct Transactions.Thing\n", true),
        ("let text = \"import Transactions\"\n", false),
        ("let text = \"\"\"\nimport Transactions\n\"\"\"\n", false),
        ("/* outer /* inner */\nimport Transactions\n*/\n", false),
        ("let raw = #\"\\\"import Transactions\"#\n", false),
    ])
    func importsAreReadAsTheCompilerReadsThem(source: String, isImport: Bool) throws {
        let directory = try TemporaryDirectory()
        let description = try FixturePackage.standard().write(to: directory)
        try directory.write("Modules/Features/Feed/Implementation/Notes.swift", source)
        let result = try ToolRun(
            "check-architecture", ["--description", description, "--root", directory.url.path])
        #expect(result.status == (isImport ? 1 : 0), "\(source.debugDescription): \(result.stderr)")
        #expect(
            result.stderr.contains("Notes.swift:1: feature implementation Feed imports") == isImport,
            "\(result.stderr)")
    }

    @Test func moduleWithoutOwnerFails() throws {
        var fixture = FixturePackage.standard()
        fixture.codeowners = "/Modules/Features/Feed/ @mosaic/feed\n"
        let result = try run(fixture)
        #expect(result.status == 1)
        #expect(
            result.stderr.contains("CODEOWNERS: module Networking (Modules/Core/Networking) has no owner"))
        #expect(!result.stderr.contains("module Feed "))
    }

    /// CODEOWNERS merges with git's union driver: two edits to one rule leave both lines, and the
    /// later would win unnoticed, so a pattern given twice fails.
    @Test func aCodeOwnersPatternGivenTwiceFails() throws {
        var fixture = FixturePackage.standard()
        fixture.codeowners =
            "* @mosaic/platform\n/Modules/Features/Feed/ @mosaic/feed\n"
            + "/Modules/Features/Feed/ @mosaic/wallet\n"
        let result = try run(fixture)
        #expect(result.status == 1)
        #expect(
            result.stderr.contains("CODEOWNERS: /Modules/Features/Feed/ is given more than once"),
            "\(result.stderr)")
    }

    @Test func unreadableDescriptionIsAClearError() throws {
        let result = try ToolRun("check-architecture", ["--description", "/nonexistent/description.json"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("cannot read package description /nonexistent/description.json"))
    }
}

extension CheckArchitectureTests {
    @Test func testsMayImportTransitiveDependenciesButProductionMayNot() throws {
        var fixture = FixturePackage.standard()
        fixture.modify("FeedTests") { $0.imports += ["Feed", "TransactionsInterface", "Networking"] }
        #expect(try run(fixture).status == 0)
        fixture.modify("Feed") { $0.imports.append("Networking") }
        let result = try run(fixture)
        #expect(result.status == 1)
        #expect(
            result.stderr.contains(
                "feature implementation Feed imports Networking but Package.swift does not declare it"))
    }
}

extension CheckArchitectureTests {
    @Test func undeclaredResourcesFolderFails() throws {
        var fixture = FixturePackage.standard()
        fixture.modify("Feed") { $0.folders = ["Resources/en.lproj"] }
        let result = try run(fixture)
        #expect(result.status == 1)
        #expect(
            result.stderr.contains(
                "target Feed has a Resources folder that its catalogue line does not declare"))
        fixture.modify("Feed") { $0.declaresResources = true }
        #expect(try run(fixture).status == 0)
    }

    @Test func snapshotsFolderAndExclusionMustAgree() throws {
        var fixture = FixturePackage.standard()
        fixture.modify("FeedTests") { $0.folders = ["__Snapshots__/FeedScreenTests"] }
        let undeclared = try run(fixture)
        #expect(undeclared.status == 1)
        #expect(undeclared.stderr.contains("target FeedTests has a __Snapshots__ folder"))
        fixture.modify("FeedTests") { $0.declaresSnapshots = true }
        #expect(try run(fixture).status == 0)
        fixture.modify("FeedTests") { $0.folders = [] }
        #expect(
            try run(fixture).stderr.contains(
                "target FeedTests declares snapshots but has no __Snapshots__ folder"))
    }

    @Test func aTypeNameDeclaredInTwoModulesFails() throws {
        var fixture = FixturePackage.standard()
        fixture.modify("Feed") { $0.declarations = ["public struct OrderReport {}"] }
        fixture.modify("Transactions") { $0.declarations = ["struct OrderReport: Sendable {}"] }
        let result = try run(fixture)
        #expect(result.status == 1)
        #expect(
            result.stderr.contains("type OrderReport is declared in more than one module"), "\(result.stderr)"
        )
        #expect(result.stderr.contains("(Feed)") && result.stderr.contains("(Transactions)"))
    }

    @Test func nestedPrivateAndTestTypesMayShareANameAcrossModules() throws {
        var fixture = FixturePackage.standard()
        fixture.modify("Feed") { $0.declarations = ["enum FeedApp {", "    enum Scenario {}", "}"] }
        fixture.modify("Transactions") {
            $0.declarations = [
                "enum TransactionsApp {", "    enum Scenario {}", "}", "private struct Row {}",
            ]
        }
        fixture.modify("Payback") { $0.declarations = ["private struct Row {}"] }
        fixture.modify("FeedTests") { $0.declarations = ["struct Harness {}"] }
        fixture.modify("EndToEndTests") { $0.declarations = ["struct Harness {}"] }
        let result = try run(fixture)
        #expect(result.status == 0, "\(result.stderr)")
    }

    @Test func aFileOverThreeHundredLinesFailsNamingIt() throws {
        var fixture = FixturePackage.standard()
        // The fixture writes an import, a blank line and a marker before the declarations.
        fixture.modify("Feed") { $0.declarations = (1...297).map { "let value\($0) = \($0)" } }
        let result = try run(fixture)
        #expect(result.status == 1)
        #expect(result.stderr.contains("Feed.swift: 301 lines (at most 300)"), "\(result.stderr)")
        fixture.modify("Feed") { $0.declarations = (1...296).map { "let value\($0) = \($0)" } }
        #expect(try run(fixture).status == 0, "exactly 300 lines pass")
    }

    @Test func aModuleOverTwoThousandLinesOfCodeFailsButCommentsDoNotCount() throws {
        var fixture = FixturePackage.standard()
        let code = (1...250).map { "let value\($0) = \($0)" }
        let comments = (1...250).map { "/// Documentation line \($0)." }
        // Nine files of 250 code lines each, and the first file's imports and marker: 2,253.
        fixture.modify("Feed") { $0.declarations = code }
        fixture.modify("Feed") { $0.extraFiles = (1...8).map { ("Part\($0).swift", code) } }
        var result = try run(fixture)
        #expect(result.status == 1)
        #expect(result.stderr.contains("implementation Feed holds 2253 lines of code"), "\(result.stderr)")
        // The same bulk as comments: nothing to report.
        fixture.modify("Feed") { $0.extraFiles = (1...8).map { ("Part\($0).swift", comments) } }
        result = try run(fixture)
        #expect(result.status == 0, "\(result.stderr)")
    }
}
