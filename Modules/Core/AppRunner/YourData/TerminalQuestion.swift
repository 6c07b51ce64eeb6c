import AppCore
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A yes/no question on the terminal, for the few things that cannot be undone.
public enum TerminalQuestion {
    /// Prints `question` on `output` and reads one line from stdin: true for a yes in any of the
    /// apps' languages ("y", "yes", "j", "ja", "t", "tak", "s", "sí", "si"), false for anything
    /// else (Enter included) or end of input; nil when stdin is not a terminal.
    @MainActor
    public static func ask(_ question: String, output: TextOutput) -> Bool? {
        guard isatty(STDIN_FILENO) == 1 else { return nil }
        output.raw(TextOutput.sanitizedLines(question))
        guard let answer = readLine(strippingNewline: true) else { return false }
        return isYes(String(answer.prefix(16)))
    }

    /// Whether `answer` says yes.
    public static func isYes(_ answer: String) -> Bool {
        let word = answer.trimmingCharacters(in: .whitespaces).lowercased()
        return ["y", "yes", "j", "ja", "t", "tak", "s", "sí", "si"].contains(word)
    }
}
