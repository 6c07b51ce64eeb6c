import Foundation

extension NetworkError {
    /// Maps a `URLError` to the case a feature can act on: no network at all is ``offline``; a
    /// server that refuses or cannot be found is ``unreachable(server:)``, named by its origin.
    public init(_ error: URLError) {
        switch error.code {
        case .notConnectedToInternet, .networkConnectionLost:
            self = .offline
        case .cannotConnectToHost, .cannotFindHost, .dnsLookupFailed:
            self = .unreachable(server: Self.origin(of: error.failingURL))
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

    /// `scheme://host[:port]` of `url`, or "the server" when unknown.
    static func origin(of url: URL?) -> String {
        guard let url, let scheme = url.scheme, let host = url.host else { return "the server" }
        return url.port.map { "\(scheme)://\(host):\($0)" } ?? "\(scheme)://\(host)"
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
