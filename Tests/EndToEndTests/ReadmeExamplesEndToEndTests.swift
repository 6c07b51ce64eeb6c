import Foundation
import MosaicTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Every command the README shows works as shown: app commands run against the built apps in a
/// private HOME (exit status and something printed), interactive ones on a pseudo-terminal,
/// `mock-backend` examples with their clients, synopses through their `--help`, and `Tooling/`
/// and SwiftPM commands by what they name. A changed command that breaks an example fails here.
@Suite("README examples", .hangsAfter(minutes: 10))
struct ReadmeExamplesEndToEndTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    /// The documents whose commands are checked: the README and every document in `Docs/` but the
    /// generated ones (each named here, so `Tooling/affected` sees which tests read it).
    static let documents = [
        "README.md", "Docs/Apps.md", "Docs/Architecture.md", "Docs/Guarantees.md", "Docs/Performance.md",
        "Docs/Tooling.md", "Docs/Jenkins.md",
    ]
    /// Written by tools and checked by their own tests (`Tooling/graph --check`, check-localization,
    /// `Tooling/test --profile`): no commands of their own to run.
    static let generatedDocuments = ["Docs/module-graph.md", "Docs/glossary.md", "Docs/test-profile.md"]
    static let texts = documents.map {
        (try? String(contentsOf: root.appending(path: $0), encoding: .utf8)) ?? ""
    }
    static let readme = texts.joined(separator: "\n")
    /// The executables Package.swift builds (`Tooling/modules --apps` reads the same catalogue).
    static let apps: Set<String> = {
        let manifest = (try? String(contentsOf: root.appending(path: "Package.swift"), encoding: .utf8)) ?? ""
        return Set(manifest.matches(of: /(?:demo: |app\(\s*)"([a-z-]+)"/).map { String($0.output.1) })
    }()
    /// Demos the README has `Tooling/new-feature` generate (`Tooling/new-feature Loyalty` → `loyalty-demo`).
    static let generated = Set(
        readme.matches(of: /Tooling\/new-feature ([A-Z][A-Za-z]+)/).map { "\($0.output.1.lowercased())-demo" }
    )
    /// Every document's examples, a command shown twice checked once, the way it is shown first (as
    /// within one document: the README's exit-code table gives `store price` its expected 64).
    static let examples: [ReadmeExample] = {
        var seen = Set<String>()
        return zip(documents, texts).flatMap { document, text in
            ReadmeExamples.parse(text, document: document, apps: apps, generated: generated)
        }.filter { seen.insert($0.command).inserted }
    }()

    @Test("every document in Docs/ is read here, or is generated and checked by its tool")
    func everyDocumentIsRead() throws {
        let found = try FileManager.default.contentsOfDirectory(
            atPath: Self.root.appending(path: "Docs").path
        )
        .filter { $0.hasSuffix(".md") }.map { "Docs/" + $0 }
        #expect(Set(found) == Set(Self.documents.dropFirst() + Self.generatedDocuments))
        for (document, text) in zip(Self.documents, Self.texts) {
            #expect(!text.isEmpty, "\(document) could not be read")
        }
    }

    static func of(_ predicate: (ReadmeExample.Kind) -> Bool) -> [ReadmeExample] {
        examples.filter { predicate($0.kind) }
    }

    @Test("the README's commands are found, and each is checked one way")
    func everyCommandIsFound() throws {
        #expect(
            Self.apps.isSuperset(of: [
                "packs", "payback", "store", "hiring", "orders", "mosaic", "orders-demo",
            ]))
        let commands = Set(Self.examples.map(\.command))
        // The two commands the README starts with, a piped example, a server with its client,
        // a table's synopsis with `\|`, alternatives, and a generated demo are all recognised.
        for expected in [
            "mosaic", "Tooling/test",
            "payback transactions --format json | jq '{source, syncedAt, skipped, count}'",
            "mock-backend --port 8080", "orders list [--status all|pending|in-transit|delivered]",
            "store cart remove CODE",
            "hiring-demo --scenario many", "store cart add CODE [--quantity N]",
            "loyalty-demo --scenario failing --plain",
        ] {
            #expect(
                commands.contains(expected),
                "README command `\(expected)` not found among \(commands.sorted())")
        }
        let kinds = Dictionary(grouping: Self.examples) { "\($0.kind)".prefix { $0 != "(" } }
        for kind in [
            "run", "interactive", "server", "synopsis", "commandName", "tooling", "swiftPM", "generated",
        ] {
            #expect(kinds[kind[...]]?.isEmpty == false, "no README example of kind \(kind)")
        }
        #expect(Self.examples.count > 60, "\(Self.examples.count) examples")
        print(
            "README examples: \(Self.examples.count) commands ("
                + kinds.map { "\($0.key) \($0.value.count)" }.sorted().joined(separator: ", ") + ")")
    }

    @Test(
        "every app command runs as shown: its exit status, and something printed",
        arguments: Self.of {
            if case .run = $0 { return true }
            return $0 == .commandName
        })
    func runsAsShown(_ example: ReadmeExample) async throws {
        let sandbox = RunSandbox("readme")
        defer { sandbox.remove() }
        // The wallet's mock backend fails one request in five, as its brief asks and the README
        // says ("press r to retry"): a run that got that simulated 503 is run again, as a user would.
        var run = try await shell(example.command, in: sandbox)
        for _ in 1..<10 where run.status == 1 && run.stderr.contains("(HTTP 503)") {
            run = try await shell(example.command, in: sandbox)
        }
        switch example.kind {
        case .run(let expected):
            #expect(
                run.status == expected,
                "\(example) exited \(run.status):\n\(run.stderr)\(run.stdout.prefix(2_000))")
            let said = expected == 0 ? run.stdout : run.stderr
            #expect(said.contains { $0.isLetter || $0.isNumber }, "\(example) printed nothing meaningful")
        default:
            // Only command words: it runs, or it is the name of a command that needs arguments.
            if run.status == 0 {
                #expect(run.stdout.contains { $0.isLetter }, "\(example) printed nothing")
            } else {
                #expect(run.status == 64, "\(example) exited \(run.status):\n\(run.stderr)")
                let help = try await shell(example.command + " --help", in: sandbox)
                #expect(
                    help.status == 0 && help.stdout.contains("USAGE"),
                    "\(example) is no command:\n\(help.stderr)")
            }
        }
    }

    @Test(
        "every synopsis is a command whose --help names each option it shows",
        arguments: Self.of { $0 == .synopsis })
    func synopsesNameRealOptions(_ example: ReadmeExample) async throws {
        let sandbox = RunSandbox("readme")
        defer { sandbox.remove() }
        let words = example.words
        let first = try #require(words.first)
        // `swift run NAME`: every app answers --help.
        let apps = ReadmeExamples.placeholders.contains(first) ? Self.apps.sorted() : [first]
        let path = words.dropFirst().prefix { word in
            !word.hasPrefix("-") && !word.hasPrefix("[") && !ReadmeExamples.placeholders.contains(word)
        }
        let options = words.compactMap { word -> String? in
            let option = word.trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
            return option.hasPrefix("--") ? String(option.prefix { $0 != "=" }) : nil
        }
        for app in apps {
            let help = try await shell(([app] + path + ["--help"]).joined(separator: " "), in: sandbox)
            #expect(
                help.status == 0,
                "\(example): `\(app) \(path.joined(separator: " ")) --help` exited \(help.status):\n\(help.stderr)"
            )
            for option in options {
                #expect(help.stdout.contains(option), "\(example): \(app)'s help does not name \(option)")
            }
        }
    }

    @Test(
        "every interactive command shows its first frame on a terminal and quits with q",
        arguments: Self.of { $0 == .interactive })
    func interactiveCommandsStartAndQuit(_ example: ReadmeExample) async throws {
        let sandbox = RunSandbox("readme")
        defer { sandbox.remove() }
        let terminal = try PseudoTerminal(columns: 100, rows: 30)
        defer { terminal.close() }
        let words = example.words
        try sandbox.makeHome()
        let app = try TerminalProcess(
            try Executables.url(for: try #require(words.first)), arguments: Array(words.dropFirst()),
            environment: sandbox.environment().merging(["TERM": "xterm-256color"]) { $1 }, terminal: terminal)
        let alternateScreen = "\u{1B}[?1049h"
        try await waitUntil("\(example): the first frame") {
            let text = terminal.text
            guard let start = text.range(of: alternateScreen) else { return app.exitStatus != nil }
            return text[start.upperBound...].contains { $0.isLetter }
        }
        #expect(app.exitStatus == nil, "\(example) ended before a frame:\n\(terminal.text.suffix(1_000))")
        terminal.type("q")
        try await waitUntil("\(example): the exit after q") { app.exitStatus != nil }
        #expect(app.exitStatus == 0, "\(example):\n\(terminal.text.suffix(1_000))")
    }

    @Test(
        "every mock-backend example serves, and the command shown with it works against it",
        arguments: Self.of {
            if case .server = $0 { return true }
            return false
        })
    func serverExamplesWork(_ example: ReadmeExample) async throws {
        let sandbox = RunSandbox("readme")
        defer { sandbox.remove() }
        guard case .server(let client) = example.kind else { return }
        // Any free port instead of the README's 8080 (the client is pointed at it), and simulated
        // orders moved per request, so the client's outcome does not depend on timing.
        var arguments = Array(example.words.dropFirst())
        if let port = arguments.firstIndex(of: "--port"), port + 1 < arguments.count {
            arguments.removeSubrange(port...(port + 1))
        }
        let child = try ChildProcess(
            try Executables.url(for: "mock-backend"),
            arguments: arguments + ["--port", "0", "--seconds-per-request", "10"],
            environment: sandbox.environment())
        defer { child.killIfRunning() }
        let prefix = "mock-backend listening on http://127.0.0.1:"
        let line = try #require(await child.readLine(), "\(example) printed no line:\n\(child.standardError)")
        let port = try #require(
            line.hasPrefix(prefix) ? Int(line.dropFirst(prefix.count)) : nil, "\(example): \(line)")
        if let client {
            let pointed = client.replacingOccurrences(of: ":8080", with: ":\(port)")
            let run = try await shell(ReadmeExamples.strip(pointed), in: sandbox)
            #expect(run.status == 0, "README `\(client)` exited \(run.status):\n\(run.stderr)")
            #expect(run.stdout.contains { $0.isLetter }, "README `\(client)` printed nothing")
        }
        #expect(
            await child.stop(with: SIGTERM) == .init(status: 143, wasSignalled: false),
            "\(example) did not stop cleanly")
    }

    @Test(
        "every Tooling command exists, is executable and knows the options shown",
        arguments: Self.of { $0 == .tooling })
    func toolingCommandsExist(_ example: ReadmeExample) async throws {
        let words = example.words.drop { $0.contains("=") && $0.first?.isUppercase == true }
        let tool = try #require(words.first)
        let url = Self.root.appending(path: tool)
        #expect(
            FileManager.default.isExecutableFile(atPath: url.path), "\(example): \(tool) is not an executable"
        )
        let script = try String(contentsOf: url, encoding: .utf8)
        let options = words.dropFirst().flatMap { word in
            word.trimmingCharacters(in: CharacterSet(charactersIn: "[]")).split(separator: "|").map(
                String.init)
        }
        for option in options where option.hasPrefix("--") {
            // `swift test` arguments pass through Tooling/test and Tooling/test-module.
            if option == "--xunit-output" && script.contains("swift test") { continue }
            #expect(script.contains(option), "\(example): \(tool) does not know \(option)")
        }
        // The quick, read-only ones run for real.
        if tool == "Tooling/modules" && !example.command.contains("[") {
            let sandbox = RunSandbox("readme")
            defer { sandbox.remove() }
            let run = try await shell(example.command, in: sandbox, directory: Self.root)
            #expect(run.status == 0, "\(example) exited \(run.status):\n\(run.stderr)")
            #expect(run.stdout.contains("Packs"), "\(example) printed:\n\(run.stdout)")
        }
    }

    @Test(
        "every SwiftPM command sets only variables the manifest reads", arguments: Self.of { $0 == .swiftPM })
    func swiftPMCommandsUseRealVariables(_ example: ReadmeExample) throws {
        let manifest = try String(contentsOf: Self.root.appending(path: "Package.swift"), encoding: .utf8)
        let words = example.words
        for assignment in words.prefix(while: { $0.contains("=") && $0.first?.isUppercase == true }) {
            let name = String(assignment.prefix { $0 != "=" })
            #expect(manifest.contains("\"\(name)\""), "\(example): Package.swift does not read \(name)")
        }
        let command = words.drop { $0.contains("=") }
        #expect(command.first == "swift", "\(example)")
        #expect(
            ["build", "test", "package", "run", "--version"].contains(command.dropFirst().first ?? ""),
            "\(example)")
    }

    @Test(
        "every generated demo the README runs comes from a Tooling/new-feature example",
        arguments: Self.of { $0 == .generated })
    func generatedDemosAreMadeByTheTool(_ example: ReadmeExample) throws {
        let demo = try #require(example.words.first)
        let feature = demo.dropLast("-demo".count)
        #expect(
            Self.readme.range(of: "Tooling/new-feature \(feature)", options: .caseInsensitive) != nil,
            "\(example)")
        // NewFeatureToolTests builds a scaffolded feature and runs its demo's `failing` scenario.
        let tests = try String(
            contentsOf: Self.root.appending(path: "Tests/ToolingTests/NewFeatureToolTests.swift"),
            encoding: .utf8)
        #expect(tests.contains("\"--scenario\", \"failing\", \"--plain\""))
    }

    // MARK: - Running

    /// Runs `command` with bash (a pipeline fails when any part does), the built executables first on PATH.
    private func shell(_ command: String, in sandbox: RunSandbox, directory: URL? = nil) async throws
        -> ExecutableRun
    {
        let binaries = try Executables.url(for: "packs").deletingLastPathComponent().path
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        try sandbox.makeHome()
        return try await sandbox.run(
            executable: URL(fileURLWithPath: "/bin/bash"), ["-c", "set -o pipefail; " + command],
            extraEnvironment: ["PATH": "\(binaries):/opt/swift/usr/bin:\(path)"],
            directory: directory ?? sandbox.home)
    }
}
