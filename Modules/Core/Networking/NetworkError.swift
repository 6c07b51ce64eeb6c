import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Every way a request can fail, as seen by features; the only error ``HTTPClient`` throws.
public enum NetworkError: Error, Sendable, Hashable, CustomStringConvertible, LocalizedError {
    /// No network: the device is not connected, the connection was lost, or `--offline`.
    case offline
    /// The network works but this server did not accept a connection (refused, host not found):
    /// e.g. the stage `mock-backend` is not running. `server` is the base URL as typed, for people.
    case unreachable(server: String)
    /// The request did not complete in time.
    case timeout
    /// The server answered with a non-2xx status; the body is cut to ``excerptLimit`` characters.
    case httpStatus(code: Int, bodyExcerpt: String)
    /// The body did not decode; `keyPath` is like `items[3].transactionDetail.value.amount` (empty at root).
    case decoding(keyPath: String, reason: String)
    /// The request was cancelled (task cancellation or `URLError.cancelled`).
    case cancelled
    /// The URL could not be built or is not supported; carries the offending text.
    case invalidURL(String)
    /// Any other transport failure, with the `URLError` code that caused it.
    case transport(code: URLError.Code)
    /// A local file standing in for the server (`--data-file`) could not be used; `path` as typed.
    case localFile(path: String, problem: LocalFileProblem)

    /// The maximum number of characters of a response body kept in ``httpStatus(code:bodyExcerpt:)``.
    public static let excerptLimit = 200

    /// Whether the failure means there is no network, so a UI can show an offline banner.
    public var isOffline: Bool {
        if case .offline = self { return true }
        return false
    }

    /// Whether the server could not be reached at all (no network, or the server is down), so a
    /// stored copy is the best a feature can show.
    public var isConnectivity: Bool {
        switch self {
        case .offline, .unreachable: true
        default: false
        }
    }

    /// A one-line English explanation, for logs and as a fallback message.
    public var description: String {
        switch self {
        case .offline:
            return "There is no network connection."
        case .unreachable(let server):
            return "The server at \(server) is not reachable."
        case .timeout:
            return "The server took too long to respond."
        case .httpStatus(let code, let excerpt):
            let reason = HTTPURLResponse.localizedString(forStatusCode: code)
            return excerpt.isEmpty
                ? "The server responded with HTTP \(code) (\(reason))."
                : "The server responded with HTTP \(code) (\(reason)): \(excerpt)"
        case .decoding(let keyPath, let reason):
            let location = keyPath.isEmpty ? "the top level" : "'\(keyPath)'"
            return "The response could not be read at \(location): \(reason)"
        case .cancelled:
            return "The request was cancelled."
        case .invalidURL(let url):
            return "The request URL is invalid: \(url)"
        case .transport(let code):
            return "The request failed (URL error \(code.rawValue))."
        case .localFile(let path, let problem):
            return "The file \(LocalFileProblem.quoted(path)) could not be used: \(problem)."
        }
    }

    public var errorDescription: String? { description }

    /// The start of `body` as text, at most ``excerptLimit`` characters, with `…` when cut.
    public static func excerpt(of body: Data) -> String {
        // Decoding only a prefix keeps a multi-megabyte error page from being copied whole.
        let prefix = body.prefix(excerptLimit * 4)
        let text = String(decoding: prefix, as: UTF8.self)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        guard text.count > excerptLimit || prefix.count < body.count else { return text }
        return String(text.prefix(excerptLimit)) + "…"
    }
}

/// Why a local file standing in for a server answer (`--data-file`) cannot be used.
public enum LocalFileProblem: Error, Sendable, Hashable, CustomStringConvertible {
    /// Nothing is at the path.
    case missing
    /// The path cannot be used: no permission, a name too long, a loop of links; `reason` is
    /// the system's.
    case inaccessible(reason: String)
    /// Reading it failed part way (an I/O error); `reason` is the system's.
    case unreadable(reason: String)
    /// It is a folder.
    case directory
    /// It is a device or a socket, not a file with data.
    case device
    /// Standard input (`-`) is a terminal: nothing was piped in.
    case terminal
    /// It holds no bytes.
    case empty
    /// It holds more than `limit` bytes.
    case tooLarge(limit: Int)

    public var description: String {
        switch self {
        case .missing: "it does not exist"
        case .inaccessible(let reason), .unreadable(let reason): "it cannot be read (\(reason))"
        case .directory: "it is a folder"
        case .device: "it is a device, not a file"
        case .terminal: "standard input is a terminal"
        case .empty: "it is empty"
        case .tooLarge(let limit): "it is larger than \(limit) bytes"
        }
    }

    /// The longest part of a user's input quoted back in a message.
    public static let quoteLimit = 200

    /// `text` in quotes, cut to ``quoteLimit`` characters with `…`, so a huge value cannot flood
    /// a message.
    public static func quoted(_ text: String) -> String {
        "'" + (text.count > quoteLimit ? String(text.prefix(quoteLimit)) + "…" : text) + "'"
    }
}
