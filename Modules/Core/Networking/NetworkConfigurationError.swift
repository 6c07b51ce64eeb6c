import Foundation

/// A mistake in how networking is set up (environment, service, fixtures, mock routes); thrown at startup.
public enum NetworkConfigurationError: Error, Sendable, Hashable, CustomStringConvertible, LocalizedError {
    /// A prod base URL (a service's, or a `--base-url` override in prod) does not use https.
    case insecureProdURL(URL)
    /// A base URL is not an absolute http(s) URL with a host.
    case invalidBaseURL(String)
    /// An environment name other than `mock`, `stage` or `prod`.
    case unknownEnvironment(String)
    /// A fixture failure rate outside `0...1`.
    case invalidFailureRate(Double)
    /// A negative fixture latency.
    case invalidLatency(Duration)
    /// Two mock routes claim the same method and path.
    case duplicateMockRoute(method: HTTPMethod, path: String)

    public var description: String {
        switch self {
        case .insecureProdURL(let url):
            return "The prod environment requires https, but the base URL is \(url.absoluteString)."
        case .invalidBaseURL(let text):
            return "\"\(text)\" is not a valid base URL; expected an absolute http or https URL with a host."
        case .unknownEnvironment(let name):
            return "Unknown environment \"\(name)\"; expected one of: mock, stage, prod."
        case .invalidFailureRate(let rate):
            return "The failure rate must be between 0 and 1, got \(rate)."
        case .invalidLatency(let latency):
            return "The latency must not be negative, got \(latency)."
        case .duplicateMockRoute(let method, let path):
            return "The mock route \(method) \(path) is registered twice."
        }
    }

    public var errorDescription: String? { description }
}
