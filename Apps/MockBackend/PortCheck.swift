import Foundation
import Localization

#if canImport(Glibc)
    import Glibc
#endif

/// Whether mock-backend can bind `host:port`, asked before it announces anything: a plain socket
/// is bound (with the same `SO_REUSEADDR` NIO sets) and closed again.
enum PortCheck {
    /// A one-line reason the address cannot be bound (taken, privileged, not this machine's, a
    /// host that does not resolve), or nil when it can.
    static func problem(host: String, port: Int, _ localizer: Localizer) -> String? {
        let values = ["host": host, "port": "\(port)"]
        var hints = addrinfo()
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        hints.ai_flags = AI_PASSIVE
        var results: UnsafeMutablePointer<addrinfo>?
        guard getaddrinfo(host, String(port), &hints, &results) == 0, let first = results else {
            return localizer.string(MockBackendStrings.unresolvable, ["host": "'\(host)'"])
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
                return localizer.string(MockBackendStrings.portInUse, values)
            case EACCES:
                return localizer.string(MockBackendStrings.privileged, values)
            case EADDRNOTAVAIL:
                return localizer.string(MockBackendStrings.notLocal, values)
            default:
                let reason = String(cString: strerror(errno))
                return localizer.string(
                    MockBackendStrings.cannotBind, values.merging(["reason": reason]) { $1 })
            }
        }
        return nil
    }

    /// Whether `host` serves this machine only: every address it resolves to is a loopback one
    /// (`127.0.0.0/8`, `::1`, or `127.x` mapped into IPv6). `0.0.0.0`, `::` and this machine's
    /// network addresses are reachable from other machines. A host that does not resolve counts as
    /// loopback: serving it fails with its own message.
    static func isLoopbackOnly(host: String) -> Bool {
        var hints = addrinfo()
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        hints.ai_flags = AI_PASSIVE
        var results: UnsafeMutablePointer<addrinfo>?
        guard getaddrinfo(host, nil, &hints, &results) == 0 else { return true }
        defer { freeaddrinfo(results) }
        var next = results
        while let entry = next {
            defer { next = entry.pointee.ai_next }
            guard let address = entry.pointee.ai_addr else { continue }
            switch Int32(address.pointee.sa_family) {
            case AF_INET:
                let ipv4 = address.withMemoryRebound(to: sockaddr_in.self, capacity: 1) {
                    $0.pointee.sin_addr
                }
                if UInt32(bigEndian: ipv4.s_addr) >> 24 != 127 { return false }
            case AF_INET6:
                let bytes = address.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) {
                    withUnsafeBytes(of: $0.pointee.sin6_addr) { Array($0) }
                }
                let isLoopback = bytes.prefix(15).allSatisfy { $0 == 0 } && bytes.last == 1
                let isMappedLoopback =
                    bytes.prefix(10).allSatisfy { $0 == 0 } && bytes[10] == 0xFF && bytes[11] == 0xFF
                    && bytes[12] == 127
                if !isLoopback && !isMappedLoopback { return false }
            default:
                return false
            }
        }
        return true
    }
}
