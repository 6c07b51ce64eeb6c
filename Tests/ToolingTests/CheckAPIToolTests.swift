import Foundation
import MosaicTestSupport
import Testing

/// `Tooling/check-api` on a tiny real package committed in a scratch repository: an Interface
/// library (`SummaryInterface`) and a feature using it (`Board`, owned by @mosaic/board). The
/// working tree is compared with `main`, so each case is a change on top of it.
@Suite struct CheckAPIToolTests {
    private static let interface = """
        public struct Summary: Sendable {
            public var count: Int
            public init(count: Int) { self.count = count }
        }

        """

    @Test func aRenameBreaksAndNamesTheUserAnAdditionDoesNotAndTheAllowlistLetsItThrough() throws {
        let directory = try TemporaryDirectory()
        try directory.write(
            "Package.swift",
            """
            // swift-tools-version: 6.1
            import PackageDescription
            let package = Package(
                name: "Tiny",
                products: [.library(name: "SummaryInterface", targets: ["SummaryInterface"])],
                targets: [
                    .target(name: "SummaryInterface", path: "Modules/Features/Summary/Interface"),
                    .target(name: "Board", dependencies: ["SummaryInterface"], path: "Modules/Features/Board/Implementation"),
                ]
            )

            """)
        try directory.write("Modules/Features/Summary/Interface/Summary.swift", Self.interface)
        try directory.write(
            "Modules/Features/Board/Implementation/Board.swift",
            "import SummaryInterface\n\npublic func headline(_ summary: Summary) -> String { \"\\(summary.count)\" }\n"
        )
        try directory.write("CODEOWNERS", "* @mosaic/platform\n/Modules/Features/Board/ @mosaic/board\n")
        try directory.write(".gitignore", ".build/\n")
        func git(_ arguments: String...) throws {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["git", "-c", "user.name=T", "-c", "user.email=t@example.com"] + arguments
            process.currentDirectoryURL = directory.url
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
        }
        try git("init", "-q", "-b", "main")
        try git("add", "-A")
        try git("commit", "-q", "-m", "base")
        func checkAPI() throws -> ToolRun {
            try ToolRun("check-api", ["main", "--root", directory.url.path])
        }

        try directory.write(
            "Modules/Features/Summary/Interface/Summary.swift",
            Self.interface + "extension Summary {\n    public var isEmpty: Bool { count == 0 }\n}\n")
        let addition = try checkAPI()
        #expect(
            addition.status == 0, "a new public property breaks nothing: \(addition.stdout)\(addition.stderr)"
        )
        #expect(!addition.stdout.contains("BREAKING"))

        try directory.write(
            "Modules/Features/Summary/Interface/Summary.swift",
            Self.interface.replacingOccurrences(of: "count", with: "total"))
        let rename = try checkAPI()
        #expect(rename.status == 1, "\(rename.stdout)\(rename.stderr)")
        let broken = rename.stdout.split(separator: "\n").filter {
            $0.hasPrefix("BREAKING SummaryInterface: ")
        }
        #expect(broken.contains { $0.contains("Summary.count") }, "\(rename.stdout)")
        #expect(rename.stdout.contains("used by: Board (@mosaic/board)"), "\(rename.stdout)")

        // The owning team declares the break in the change: reported, not failing.
        let lines = broken.map { $0.dropFirst("BREAKING SummaryInterface: ".count) }.joined(separator: "\n")
        try directory.write("Docs/api-breaks/SummaryInterface.txt", "# agreed with @mosaic/board\n\(lines)\n")
        let allowed = try checkAPI()
        #expect(allowed.status == 0, "\(allowed.stdout)\(allowed.stderr)")
        #expect(allowed.stdout.contains("ALLOWED SummaryInterface: "), "\(allowed.stdout)")
        #expect(allowed.stdout.contains("used by: Board (@mosaic/board)"))
    }

    @Test func anUnknownBaseIsAUsageError() throws {
        let run = try ToolRun("check-api", ["no-such-commit"])
        #expect(run.status == 64)
    }
}
