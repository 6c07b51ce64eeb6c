import Networking
import TransactionsInterface

extension TransactionsLoadError {
    /// The feature's view of a networking failure: offline stays offline, everything else keeps
    /// what a user or a log needs.
    init(_ error: NetworkError) {
        switch error {
        case .offline, .unreachable: self = .offline
        case .timeout: self = .timedOut
        case .httpStatus(let code, _): self = .server(status: code)
        case .decoding: self = .unreadable(detail: error.description)
        case .cancelled, .invalidURL, .transport: self = .other(detail: error.description)
        }
    }
}
