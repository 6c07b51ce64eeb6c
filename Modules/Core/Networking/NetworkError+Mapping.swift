import Foundation

extension NetworkError {
    /// Maps a `URLError` to the case a feature can act on.
    public init(_ error: URLError) {
        switch error.code {
        case .notConnectedToInternet, .networkConnectionLost, .cannotConnectToHost, .cannotFindHost,
            .dnsLookupFailed:
            self = .offline
        case .timedOut:
            self = .timeout
        case .cancelled:
            self = .cancelled
        case .badURL, .unsupportedURL:
            self = .invalidURL(error.failingURL?.absoluteString ?? "")
        default:
            self = .transport(code: error.code)
        }
    }

    /// Maps any error thrown while sending a request; unknown errors become ``transport(code:)`` `.unknown`.
    public init(mapping error: any Error) {
        switch error {
        case let error as NetworkError:
            self = error
        case let error as URLError:
            self.init(error)
        case is CancellationError:
            self = .cancelled
        default:
            self = .transport(code: .unknown)
        }
    }
}
