import Logging

/// Shared log label and message shapes, so stage and mock requests read the same in logs.
public enum NetworkingLog {
    /// The swift-log label of everything this module logs.
    public static let label = "mosaic.networking"

    static func logResponse(_ logger: Logger, request: NetworkRequest, status: Int, elapsed: Duration) {
        logger.debug("\(request.summary) -> \(status) in \(milliseconds(elapsed)) ms")
    }

    static func logFailure(_ logger: Logger, request: NetworkRequest, error: NetworkError, elapsed: Duration)
    {
        logger.debug("\(request.summary) failed in \(milliseconds(elapsed)) ms: \(error)")
    }

    /// Whole milliseconds, rounded, for log lines.
    public static func milliseconds(_ duration: Duration) -> Int {
        Int((duration / .milliseconds(1)).rounded())
    }
}
