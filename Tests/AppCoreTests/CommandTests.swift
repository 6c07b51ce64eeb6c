import AppCore
import Foundation
import Testing

/// Plugin subcommands: table and JSON listings, failures with their exit codes, storage errors.
@MainActor @Suite struct CommandTests {
    @Test func listPrintsAnAlignedTable() async {
        let run = await runApp(SampleApp.self, ["list", "--store", "memory"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(
            run.stdout == """
                ID  NAME
                --  -------
                 1  Apple
                 2  Żółw 🐢
                 3  Kiwi

                """)
    }

    @Test func listPrintsStableJSON() async throws {
        let run = await runApp(SampleApp.self, ["list", "--format", "json", "--store", "memory"])
        #expect(run.status == 0)
        let items = try JSONDecoder().decode([SampleItem].self, from: Data(run.stdout.utf8))
        #expect(items.map(\.id) == [1, 2, 3])
        #expect(
            run.stdout.contains("\"id\" : 1,\n    \"name\" : \"Apple\""), "keys are sorted and pretty-printed"
        )
        #expect(!run.stdout.contains("\u{1B}"))
    }

    @Test func unknownIdExits65() async {
        let run = await runApp(SampleApp.self, ["show", "42", "--store", "memory"])
        #expect(run.status == 65)
        #expect(run.stderr == "error: no item with id 42\n")
    }

    @Test func subcommandsTakeTheSharedOptions() async {
        let run = await runApp(
            SampleApp.self, ["show", "2", "--store", "memory", "--failure-rate", "1", "--seed", "3"])
        #expect(run.status == 1)
        #expect(run.stderr.contains("503"))
    }

    @Test func unopenableStoreExits73NamingTheFile() async throws {
        let path = temporaryPath("not-a-db.sqlite")
        try Data("this is not sqlite".utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let run = await runApp(SampleApp.self, ["--plain", "--store", path])
        #expect(run.status == 73)
        #expect(run.stderr.contains(path), "\(run.stderr)")
        #expect(
            try Data(contentsOf: URL(fileURLWithPath: path)) == Data("this is not sqlite".utf8),
            "left untouched")
    }

    @Test func pluginMigrationsRunInTheAppDatabase() async throws {
        let path = temporaryPath("app.sqlite")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let run = await runApp(SampleApp.self, ["list", "--store", path])
        #expect(run.status == 0, "\(run.stderr)")
        let tables = try shell(
            "sqlite3", path, "SELECT name FROM sqlite_master WHERE type='table' ORDER BY name")
        #expect(tables.contains("sample_visit"), "\(tables)")
    }

    @Test func tableSanitizesAndMeasuresCells() {
        let table = TextTable(
            columns: [.init("A"), .init("B", alignment: .right)],
            rows: [["漢字", "1"], ["x\u{1B}[2Jy", "22"]])
        #expect(table.render() == "A      B\n----  --\n漢字   1\nxy    22")
    }

    private func shell(_ arguments: String...) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}
