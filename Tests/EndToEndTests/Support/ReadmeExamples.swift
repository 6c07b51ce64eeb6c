import Foundation

/// Every command the README and the documents in `Docs/` show, found and sorted by what it takes to
/// prove it works as shown.
///
/// Commands come from `sh` code blocks (one per line; a trailing `# comment` is dropped, a
/// trailing `&` starts a server for the next line) and from inline code spans that start with an
/// executable (`packs …`, `swift run mosaic`, `Tooling/…`, `swift …`, `NAME=value …`). A table's
/// `\|` is read as `|`; `a|b` alternatives (no spaces) become one command each.
struct ReadmeExample: Hashable, Sendable, CustomStringConvertible {
    /// How an example is checked.
    enum Kind: Hashable, Sendable {
        /// An app command run as is: exit status `expected`, something printed.
        case run(expected: Int32)
        /// An app without `--plain`/`--keys`/subcommand: run on a pseudo-terminal, first frame, `q`.
        case interactive
        /// `mock-backend` in the background; `client` runs against it.
        case server(client: String?)
        /// Placeholders (`ID`, `[--flag]`, `…`): the command's `--help` exists and names each option.
        case synopsis
        /// Only command words, where the command needs arguments: its `--help` exists.
        case commandName
        /// A `Tooling/` script: it exists, is executable and knows each `--option`.
        case tooling
        /// A SwiftPM command (`swift build`, `swift package benchmark`): each `NAME=` it sets is read by the manifest.
        case swiftPM
        /// An executable `Tooling/new-feature` generates (e.g. `loyalty-demo`).
        case generated
    }

    /// The command as the document shows it, without `swift run ` and trailing comments.
    let command: String
    /// The line it is on (1-based).
    let line: Int
    let kind: Kind
    /// The document that shows it (`README.md`, `Docs/Apps.md`, …).
    var document = "README.md"

    var description: String { "\(document):\(line) `\(command)`" }

    /// The words of the command, with quoted words kept whole (`--keys ": c a t enter"`).
    var words: [String] { Self.split(command) }

    /// Shell-like word splitting: spaces separate, single and double quotes group.
    static func split(_ command: String) -> [String] {
        var words: [String] = []
        var current = ""
        var quote: Character?
        var inWord = false
        for character in command {
            if let open = quote {
                if character == open { quote = nil } else { current.append(character) }
            } else if character == "\"" || character == "'" {
                quote = character
                inWord = true
            } else if character == " " {
                if inWord { words.append(current) }
                current = ""
                inWord = false
            } else {
                current.append(character)
                inWord = true
            }
        }
        if inWord { words.append(current) }
        return words
    }
}

enum ReadmeExamples {
    /// Placeholder words a synopsis uses for values the reader supplies.
    static let placeholders: Set<String> = [
        "ID", "CODE", "CODE...", "N", "S", "KEY", "VALUE", "PATH", "PATH…", "FILE", "FILE...", "DATE", "NAME",
        "MIB", "F", "X", "A,B", "BASE", "REPORT.xml", "...",
    ]

    /// The examples of `readme` (the text of `document`); `apps` are the executables the package
    /// builds, `generated` the ones the documents say `Tooling/new-feature` makes.
    static func parse(
        _ readme: String, document: String = "README.md", apps: Set<String>, generated: Set<String>
    ) -> [ReadmeExample] {
        var found: [ReadmeExample] = []
        var seen = Set<String>()
        var fence: String?
        let lines = readme.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var blockLines: [(Int, String)] = []
        for (index, line) in lines.enumerated() {
            let number = index + 1
            if line.hasPrefix("```") {
                if fence == nil {
                    fence = String(line.dropFirst(3))
                } else {
                    if fence == "sh" { found += block(blockLines, apps: apps, generated: generated) }
                    fence = nil
                    blockLines = []
                }
                continue
            }
            if fence == "sh" {
                blockLines.append((number, line))
                continue
            }
            if fence != nil { continue }
            let expected = exitCodeRow(line)
            for match in line.matches(of: /`([^`]+)`/) {
                let span = String(match.output.1).replacingOccurrences(of: "\\|", with: "|")
                guard startsWithCommand(span, apps: apps) else { continue }
                for command in alternatives(of: strip(span)) where seen.insert(command).inserted {
                    found.append(
                        ReadmeExample(
                            command: command, line: number,
                            kind: kind(of: command, apps: apps, generated: generated, expected: expected)))
                }
            }
        }
        return found.map { example in
            var example = example
            example.document = document
            return example
        }
    }

    /// The commands of one `sh` block, a `&` line paired with the next line as its client.
    private static func block(_ lines: [(Int, String)], apps: Set<String>, generated: Set<String>)
        -> [ReadmeExample]
    {
        let commands = lines.compactMap { number, line -> (Int, String)? in
            let text = strip(line.replacing(/\s{2,}#.*$/, with: ""))
            return text.isEmpty ? nil : (number, text)
        }
        var examples: [ReadmeExample] = []
        var index = 0
        while index < commands.count {
            let (number, text) = commands[index]
            if text.hasSuffix("&") {
                let server = String(text.dropLast()).trimmingCharacters(in: .whitespaces)
                let client = index + 1 < commands.count ? commands[index + 1].1 : nil
                examples.append(ReadmeExample(command: server, line: number, kind: .server(client: client)))
                index += client == nil ? 1 : 2
                continue
            }
            for command in alternatives(of: text) {
                examples.append(
                    ReadmeExample(
                        command: command, line: number,
                        kind: kind(of: command, apps: apps, generated: generated, expected: nil)))
            }
            index += 1
        }
        return examples
    }

    /// The exit status a row of the README's exit-code table documents (`| 64 | … |`), if `line` is one.
    static func exitCodeRow(_ line: String) -> Int32? {
        guard let match = line.firstMatch(of: /^\| (\d+) \|/) else { return nil }
        return Int32(match.output.1)
    }

    /// Whether a code span is a command: it starts with an executable, `swift run`, `Tooling/`,
    /// `swift` or an environment assignment followed by one of those.
    static func startsWithCommand(_ span: String, apps: Set<String>) -> Bool {
        var words = ReadmeExample.split(span)[...]
        while let first = words.first, first.contains("="), first.first?.isUppercase == true {
            words.removeFirst()
        }
        guard let first = words.first else { return false }
        // `Tooling/x` is a script at Tooling's top; deeper paths (`Tooling/Jenkins/Jenkinsfile`) are files.
        return apps.contains(first) || first.wholeMatch(of: /Tooling\/[a-z-]+/) != nil
            || (first == "swift" && words.count > 1)
            || (first.hasSuffix("-demo") && first.allSatisfy { $0.isLowercase || $0 == "-" })
    }

    /// The span without `swift run ` (what `swift run` runs is the executable itself).
    static func strip(_ text: String) -> String {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        return trimmed.hasPrefix("swift run ") ? String(trimmed.dropFirst("swift run ".count)) : trimmed
    }

    /// One command per alternative of each `a|b|c` word (a `|` with spaces is a pipe and stays; a
    /// synopsis with `[…]` keeps its alternatives, its options are checked as they are).
    static func alternatives(of command: String) -> [String] {
        guard !command.contains("[") else { return [command] }
        let words = command.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        guard let position = words.firstIndex(where: { $0.contains("|") && $0 != "|" && !$0.hasPrefix("'") })
        else { return [command] }
        return words[position].split(separator: "|").flatMap { choice -> [String] in
            var copy = words
            copy[position] = String(choice)
            return alternatives(of: copy.joined(separator: " "))
        }
    }

    static func kind(of command: String, apps: Set<String>, generated: Set<String>, expected: Int32?)
        -> ReadmeExample.Kind
    {
        var words = ReadmeExample.split(command)
        while let first = words.first, first.contains("="), first.first?.isUppercase == true {
            words.removeFirst()
        }
        guard let first = words.first else { return .synopsis }
        if first.hasPrefix("Tooling/") { return .tooling }
        if first == "swift" { return .swiftPM }
        if generated.contains(first) { return .generated }
        if first == "mock-backend" && !words.contains("--help") { return .server(client: nil) }
        let isSynopsis = words.contains { word in
            placeholders.contains(word) || word.hasPrefix("[") || word.hasSuffix("]") || word.contains("…")
        }
        if isSynopsis { return .synopsis }
        if let expected { return .run(expected: expected) }
        let rest = words.dropFirst()
        if rest.isEmpty
            || (rest.first?.hasPrefix("-") == true && !rest.contains("--plain") && !rest.contains("--keys")
                && !rest.contains("--help") && !rest.contains("--version"))
        {
            return .interactive
        }
        if rest.allSatisfy({ !$0.hasPrefix("-") }) { return .commandName }
        return .run(expected: 0)
    }
}
