/// Why the terminal could not be used interactively.
public enum TerminalError: Error, Equatable, Sendable, CustomStringConvertible {
    /// stdin or stdout is not a terminal (CI, a pipe, a redirect).
    case notInteractive
    /// A terminal call failed; `operation` names it, `code` is its errno.
    case systemCallFailed(operation: String, code: Int32)

    public var description: String {
        switch self {
        case .notInteractive:
            "interactive mode needs a terminal on stdin and stdout; "
                + "use --plain to print one frame, or --keys \"…\" to replay keys"
        case .systemCallFailed(let operation, let code):
            "\(operation) failed (errno \(code)); use --plain or --keys instead"
        }
    }
}
