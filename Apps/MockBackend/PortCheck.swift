import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Whether mock-backend can bind `host:port`, asked before it announces anything: a plain socket
/// is bound (with the same `SO_REUSEADDR` NIO sets) and closed again.
enum PortCheck {
    /// A one-line reason the address cannot be bound (taken, privileged, not this machine's, a
    /// host that does not resolve), or nil when it can.
    static func problem(host: String, port: Int) -> String? {
        var hints = addrinfo()
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        hints.ai_flags = AI_PASSIVE
        var results: UnsafeMutablePointer<addrinfo>?
        guard getaddrinfo(host, String(port), &hints, &results) == 0, let first = results else {
            return "cannot resolve the host '\(host)'"
        }
        defer { freeaddrinfo(results) }
        let descriptor = socket(first.pointee.ai_family, first.pointee.ai_socktype, first.pointee.ai_protocol)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var yes: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        guard bind(descriptor, first.pointee.ai_addr, first.pointee.ai_addrlen) == 0 else {
            switch errno {
            case EADDRINUSE:
                return
                    "port \(port) on \(host) is already in use; pick another with --port (0 picks a free one)"
            case EACCES:
                return "port \(port) on \(host) needs privileges; pick a port above 1023 with --port"
            case EADDRNOTAVAIL:
                return "\(host) is not an address of this machine"
            default:
                return "cannot bind \(host):\(port) (\(String(cString: strerror(errno))))"
            }
        }
        return nil
    }
}
