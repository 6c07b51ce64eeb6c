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
}
