/// Where a screen is in its work: what `--plain` and tests wait on.
public enum ScreenPhase: Hashable, Sendable {
    /// Loading; the content is not ready yet.
    case busy
    /// Showing what it has (content, an empty state, cached data while offline).
    case settled
    /// Showing an error; the message says what went wrong.
    case failed(String)

    /// Whether the screen is still loading.
    public var isBusy: Bool { self == .busy }
}
