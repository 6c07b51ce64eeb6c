import LazyCurl
import Logging

/// The library `URLSession` sends requests with on Linux (libcurl), which the executables load the
/// first time a run goes to the network rather than at every start (see `Modules/Core/LazyCurl`).
public enum NetworkLibrary {
    /// Loads the library (once per process); nil when it is loaded, else why it could not be.
    /// Nothing to load on platforms whose `URLSession` does not use libcurl.
    public static func loadProblem() -> String? {
        lazy_curl_load().map { String(cString: $0) }
    }
}

/// The client of a stage or prod run whose network library could not be loaded: no `URLSession`
/// is made (it would stop the process), and every request fails as a transport failure, with the
/// reason in the log.
struct UnavailableHTTPClient: HTTPClient {
    /// Why the library could not be loaded (the dynamic loader's message).
    let problem: String
    let logger: Logger

    func send(_ request: NetworkRequest) async throws(NetworkError) -> NetworkResponse {
        logger.error("The network library (libcurl) could not be loaded: \(problem)")
        throw .transport(code: .cannotLoadFromNetwork)
    }
}
