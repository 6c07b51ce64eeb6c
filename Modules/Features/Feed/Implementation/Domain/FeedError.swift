import Foundation
import Networking
import TransactionsInterface

/// Why part of the feed could not be loaded, as the screen tells it.
public struct FeedError: Error, Sendable, Hashable {
    /// The kind of failure; the screen words each in the user's language.
    public enum Kind: Sendable, Hashable {
        /// No connection: the data will come once the device is online.
        case offline
        /// The server did not answer in time.
        case timedOut
        /// The server answered with an HTTP error status.
        case server(status: Int)
        /// Anything else, with the provider's ``NetworkError`` when it was one (unreadable data, a
        /// bad address): the screen words it with the network's sentence, else the shared
        /// "something went wrong"; ``FeedError/detail`` says what, in English, for the log.
        case failure(NetworkError?)
    }

    private static let offlineCodes: Set<URLError.Code> = [
        .notConnectedToInternet, .networkConnectionLost, .cannotConnectToHost, .cannotFindHost,
        .dnsLookupFailed,
    ]

    /// The kind of failure.
    public var kind: Kind
    /// What went wrong, in English (from the underlying error), for the log.
    public var detail: String

    /// A failure of `kind`.
    public init(kind: Kind, detail: String) {
        self.kind = kind
        self.detail = detail
    }

    /// The feed's view of `error`, from the provider's own error type when it has one
    /// (`NetworkError`, or a raw `URLError`).
    public init(_ error: any Error) {
        let detail = (error as? any LocalizedError)?.errorDescription ?? String(describing: error)
        self.init(kind: Self.kind(of: error), detail: detail)
    }

    private static func kind(of error: any Error) -> Kind {
        switch error {
        case let network as NetworkError:
            switch network {
            case .offline, .unreachable: return .offline
            case .timeout: return .timedOut
            case .httpStatus(let code, _): return .server(status: code)
            default: return .failure(network)
            }
        case let urlError as URLError where offlineCodes.contains(urlError.code):
            return .offline
        default:
            return .failure(nil)
        }
    }
}
