import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A one-shot HTTP/1.1 server on 127.0.0.1 built on POSIX sockets: accepts one connection,
/// records the request head, writes a canned response and closes. No dependency, real TCP.
final class LoopbackHTTPServer: Sendable {
    struct SocketError: Error, CustomStringConvertible {
        let call: String
        let code: Int32
        var description: String { "\(call) failed: \(String(cString: strerror(code)))" }
    }

    /// The port the kernel picked.
    let port: Int
    private let requestHead = Mutex<String?>(nil)

    /// `http://127.0.0.1:PORT`
    var baseURL: URL { URL(string: "http://127.0.0.1:\(port)")! }  // check-test-guards: port is an Int

    /// The request line and headers received, once the response has been sent.
    var receivedRequestHead: String? { requestHead.withLock { $0 } }

    /// Starts listening and serves exactly one request on a background thread.
    init(status: Int, reason: String, body: String) throws {
        let listener = try Self.boundSocket()
        guard listen(listener, 1) == 0 else {
            let code = errno
            close(listener)
            throw SocketError(call: "listen", code: code)
        }
        port = try Self.localPort(of: listener)
        let response =
            "HTTP/1.1 \(status) \(reason)\r\nContent-Type: application/json\r\n"
            + "Content-Length: \(body.utf8.count)\r\nConnection: close\r\n\r\n\(body)"
        let thread = Thread { [self] in
            serveOnce(listener: listener, response: Array(response.utf8))
        }
        thread.start()
    }

    private func serveOnce(listener: Int32, response: [UInt8]) {
        defer { close(listener) }
        let connection = accept(listener, nil, nil)
        guard connection >= 0 else { return }
        defer { close(connection) }
        Self.setTimeout(connection)
        var head: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1024)
        while !head.ends(with: Array("\r\n\r\n".utf8)) {
            let count = read(connection, &buffer, buffer.count)
            guard count > 0 else { break }
            head += buffer[0..<count]
        }
        requestHead.withLock { $0 = String(decoding: head, as: UTF8.self) }
        _ = response.withUnsafeBytes { write(connection, $0.baseAddress, $0.count) }
    }

    /// A TCP socket bound to 127.0.0.1 on a kernel-chosen port, with a 10 s accept/read bound.
    private static func boundSocket() throws -> Int32 {
        #if canImport(Glibc)
            let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
            let fd = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard fd >= 0 else { throw SocketError(call: "socket", code: errno) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr = in_addr(s_addr: UInt32(0x7F00_0001).bigEndian)
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard result == 0 else {
            let code = errno
            close(fd)
            throw SocketError(call: "bind", code: code)
        }
        setTimeout(fd)
        return fd
    }

    private static func localPort(of fd: Int32) throws -> Int {
        var address = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let result = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        guard result == 0 else { throw SocketError(call: "getsockname", code: errno) }
        return Int(UInt16(bigEndian: address.sin_port))
    }

    /// Bounds blocking accept/read so a test that never connects cannot hang the run.
    private static func setTimeout(_ fd: Int32) {
        var timeout = timeval(tv_sec: 10, tv_usec: 0)
        _ = setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    }
}

extension Array where Element == UInt8 {
    fileprivate func ends(with suffix: [UInt8]) -> Bool {
        count >= suffix.count && Array(self[(count - suffix.count)...]) == suffix
    }
}
