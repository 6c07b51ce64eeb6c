import Networking
import Output

extension ListingSource {
    /// Where a remote snapshot came from, in the listings' vocabulary: the server, or the copy
    /// saved by its last successful load.
    public init(_ source: ContentSource) {
        switch source {
        case .server: self = .server
        case .cache: self = .cache
        }
    }
}
