import AppCore
import Networking
import Testing

/// `--env` and `--data-file` are parsed once into one typed ``DataSource``.
@Suite struct DataSourceTests {
    @Test(
        arguments: [
            ([], nil),
            (["--env", "mock"], DataSource.environment(.mock)),
            (["--env", "stage"], .environment(.stage)),
            (["--env", "prod"], .environment(.prod)),
            (["--data-file", "parcels.json"], .file("parcels.json")),
            (["--data-file", "-", "--env", "mock"], .file("-")),
        ] as [([String], DataSource?)])
    func theCommandLineNamesOneSource(arguments: [String], expected: DataSource?) throws {
        let options = try AppOptions.parse(arguments)
        #expect(options.dataSource == expected)
    }

    @Test func onlyAFileHasAPath() {
        #expect(DataSource.file("-").filePath == "-")
        #expect(DataSource.environment(.prod).filePath == nil)
    }

    @Test(arguments: ["stage", "prod"])
    func aDataFileOnARealServerIsRefused(environment: String) {
        #expect(throws: (any Error).self) {
            try AppOptions.parse(["--data-file", "body.json", "--env", environment])
        }
    }

    @Test func everyEnvironmentIsOneEnumEverywhere() {
        #expect(DataEnvironment.allCases.map(\.rawValue) == ["mock", "stage", "prod"])
        #expect(DataEnvironment(argument: "stage") == .stage)
        #expect(DataEnvironment(argument: "moon") == nil)
    }
}
