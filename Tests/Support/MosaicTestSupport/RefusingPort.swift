import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A local TCP port that refuses every connection for as long as this object lives: a socket
/// bound to it that never listens (the kernel answers a connect with a reset). Tests of "the
/// server is down" use it instead of a fixed port such as 1, which another program may serve.
public final class RefusingPort: Sendable {
    /// The refusing port on 127.0.0.1.
    public let port: Int
    private let socket: Int32

    /// Why no port could be reserved.
    public struct ReserveError: Error, CustomStringConvertible {
        public let description: String
    }

    public init() throws {
        let descriptor = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw ReserveError(description: "socket: errno \(errno)") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { generic in
                bind(descriptor, generic, length) == 0 && getsockname(descriptor, generic, &length) == 0
            }
        }
        guard bound else {
            let code = errno
            Glibc.close(descriptor)
            throw ReserveError(description: "bind 127.0.0.1:0: errno \(code)")
        }
        socket = descriptor
        port = Int(UInt16(bigEndian: address.sin_port))
    }

    /// `http://127.0.0.1:<port>`.
    public var url: String { "http://127.0.0.1:\(port)" }

    deinit { Glibc.close(socket) }
}
