import AppCore
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// `--help` as ArgumentParser writes it, with three fixes.
///
/// It is never wrapped narrower than ``minimumColumns``: ArgumentParser stops the process (a
/// `fatalError`, "Illegal instruction", exit 132) when asked to wrap help narrower than its
/// 26-column option labels (`COLUMNS=10 packs --help`, or a pane that narrow), so every
/// executable (the apps, the demos, mock-backend) calls
/// ``keepArgumentParserWrappable(environment:)`` first.
///
/// The `USAGE:` line is fitted to the width the rest of the help is wrapped to: ArgumentParser
/// wraps the help's prose and option table to the terminal but prints a command's synopsis on one
/// line: `mosaic settings show [--store <path|memory>] [--language <code>] …` runs past 80 columns. The synopsis is broken between its elements (never inside `[--store
/// <path|memory>]`), continuation lines indented under the first, as ArgumentParser indents a
/// usage that has several lines.
///
/// A demo whose fakes stand in for every service refuses the server options: its subcommands'
/// help (the features' commands, whose options are declared once for apps and demos alike)
/// leaves their rows out, as the demo's own help does.
public enum HelpText {
    /// The width `--help` is wrapped to: `COLUMNS` when it is a number, else the terminal's on
    /// standard output, else 80 (as ArgumentParser chooses it), but never under
    /// ``minimumColumns``.
    public static func columns(environment: [String: String] = ProcessInfo.processInfo.environment) -> Int {
        max(minimumColumns, requestedColumns(environment: environment))
    }

    /// The narrowest help: ArgumentParser stops the process (a `fatalError`, "Illegal
    /// instruction") when asked to wrap help narrower than its 26-column option labels.
    public static let minimumColumns = 40

    /// Makes ArgumentParser wrap help to at least ``minimumColumns``: `COLUMNS=10 packs --help`, or
    /// a terminal that narrow, crashed it. Sets `COLUMNS` (which it reads first) only then.
    public static func keepArgumentParserWrappable(environment: [String: String]) {
        guard requestedColumns(environment: environment) < minimumColumns else { return }
        setenv("COLUMNS", "\(minimumColumns)", 1)
    }

    /// The width asked for, as ArgumentParser reads it: any integer in `COLUMNS` (0 and negative
    /// too), else the terminal's, else 80.
    private static func requestedColumns(environment: [String: String]) -> Int {
        if let columns = environment["COLUMNS"].flatMap(Int.init) { return columns }
        var window = winsize()
        if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0 {
            return Int(window.ws_col)
        }
        return 80
    }

    /// `help` with a usage line (starting with `prefix`) longer than `columns` broken to fit,
    /// continuation lines indented under its first element; the rest is unchanged.
    public static func wrappingUsage(_ help: String, columns: Int, prefix: String = usagePrefix) -> String {
        var lines = help.components(separatedBy: "\n")
        guard let index = lines.firstIndex(where: { $0.hasPrefix(prefix) }), lines[index].count > columns
        else { return help }
        let indent = String(repeating: " ", count: prefix.count)
        let elements = synopsisElements(String(lines[index].dropFirst(prefix.count)))
        var wrapped: [String] = []
        var current = prefix.trimmingCharacters(in: .whitespaces)
        for element in elements {
            if current.count + 1 + element.count > columns, current.count > indent.count {
                wrapped.append(current)
                current = indent + element
            } else {
                current += (current.hasSuffix(" ") ? "" : " ") + element
            }
        }
        wrapped.append(current)
        lines.replaceSubrange(index...index, with: wrapped)
        return lines.joined(separator: "\n")
    }

    /// `help` without the rows of ``ServerOptions`` (written at `columns`, as ArgumentParser writes
    /// them in every command's help); unchanged when it does not hold them as one block.
    public static func removingServerOptions(_ help: String, columns: Int) -> String {
        let rows = ServerOptions.helpMessage(columns: columns).components(separatedBy: "\n")
            .drop { $0 != "OPTIONS:" }.dropFirst()
            .prefix { !$0.hasPrefix("  -h, --help") }
        guard !rows.isEmpty else { return help }
        return help.replacingOccurrences(of: rows.joined(separator: "\n") + "\n", with: "")
    }

    /// How ArgumentParser starts the usage line.
    public static let usagePrefix = "USAGE: "

    /// The synopsis split at the spaces outside brackets: `[--store <path|memory>]` is one element.
    public static func synopsisElements(_ synopsis: String) -> [String] {
        var elements: [String] = []
        var current = ""
        var depth = 0
        for character in synopsis {
            switch character {
            case "[", "<": depth += 1
            case "]", ">": depth = max(0, depth - 1)
            case " " where depth == 0:
                if !current.isEmpty { elements.append(current) }
                current = ""
                continue
            default: break
            }
            current.append(character)
        }
        if !current.isEmpty { elements.append(current) }
        return elements
    }
}
