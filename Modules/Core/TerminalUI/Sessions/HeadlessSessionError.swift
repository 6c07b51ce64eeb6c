/// Why a headless session could not settle.
public enum HeadlessSessionError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The top screen was still busy when the timeout ran out.
    case timedOut(screen: String, after: Duration)

    public var description: String {
        switch self {
        case .timedOut(let screen, let timeout):
            "screen \"\(TextSanitizer.sanitize(screen))\" was still loading after \(timeout); "
                + "its phase must leave .busy and be computed from observable state"
        }
    }
}
