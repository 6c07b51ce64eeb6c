import AppCore
import AppRunner
import Foundation
import MosaicTestSupport
import Testing

/// A HOME of its own for one test (an empty folder), removed afterwards.
struct DataHome {
    let url = FileManager.default.temporaryDirectory.appending(path: "appcore-home-\(UUID().uuidString)")

    init() throws {
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }
    var environment: [String: String] { ["LANG": "en_US.UTF-8", "HOME": url.path] }
    var dataFolder: URL { url.appending(path: ".local/share/mosaic") }
    var database: URL { dataFolder.appending(path: "sample.sqlite") }

    func run(_ arguments: [String], answering answer: Bool? = nil, language: String = "en_US.UTF-8")
        async -> AppRun
    {
        var environment = self.environment
        environment["LANG"] = language
        return await MosaicMain<SampleApp>.runCapturing(
            arguments, environment: environment, timeZone: .gmt, answering: answer)
    }

    /// Runs the app once with its default store, so it has data.
    func makeData() async throws {
        let list = await run(["list"])
        try #require(list.status == 0, "\(list.stderr)")
        try #require(FileManager.default.fileExists(atPath: database.path))
    }

    func remove() { try? FileManager.default.removeItem(at: url) }
}
