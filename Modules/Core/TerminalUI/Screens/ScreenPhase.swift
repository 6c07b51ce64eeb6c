/// Where a screen is in its work: what `--plain` and tests wait on.
public enum ScreenPhase: Hashable, Sendable {
    /// Loading; the content is not ready yet.
    case busy
    /// Showing what it has (content, an empty state, cached data while offline).
    case settled
    /// Showing an error; the message says what went wrong.
    case failed(String)
    /// Showing an error caused by data that cannot be read (a malformed `--data-file` or server
    /// answer): a headless run exits with the data-error status instead of the generic failure.
    case unreadableData(String)

    /// Whether the screen is still loading.
    public var isBusy: Bool { self == .busy }

    /// The error message when the screen shows an error, else nil.
    public var failureMessage: String? {
        switch self {
        case .failed(let message), .unreadableData(let message): message
        case .busy, .settled: nil
        }
    }
}
