import Foundation
import MosaicTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// mock-backend as a server owes its clients: connections closed when asked, idle ones closed
/// after `--idle-timeout`, a taken port said in one line before anything is announced, and its
/// own arguments echoed sanitized.
@Suite("mock-backend connections", .hangsAfter(minutes: 10))
struct MockBackendConnectionTests {
    private static let prefix = "mock-backend listening on http://127.0.0.1:"

    private func launch(_ arguments: [String] = []) async throws -> (ChildProcess, Int) {
        let child = try ChildProcess(
            try Executables.url(for: "mock-backend"),
            arguments: ["--port", "0", "--latency", "0"] + arguments)
        let line = try #require(await child.readLine(), "started: \(child.standardError)")
        let port = try #require(Int(line.dropFirst(Self.prefix.count)), "\(line)")
        return (child, port)
    }

    /// Sends `request` on a new connection and reads until the server closes it; the socket's
    /// receive timeout (the suite's patience) is only a backstop against a hang.
    /// - Returns: the bytes received, and whether the server closed the connection.
    private func exchange(port: Int, _ request: String) throws -> (bytes: Int, closed: Bool) {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        try #require(connected == 0)
        var timeout = timeval(tv_sec: Int(RunSandbox.patience), tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        let bytes = Array(request.utf8)
        _ = bytes.withUnsafeBytes { send(descriptor, $0.baseAddress, $0.count, 0) }
        var total = 0
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count == 0 { return (total, true) }
            if count < 0 { return (total, false) }
            total += count
        }
    }

    @Test("an HTTP/1.0 request and Connection: Close get their answer and a closed connection")
    func connectionsCloseWhenAsked() async throws {
        let (backend, port) = try await launch()
        defer { backend.killIfRunning() }
        for request in [
            "GET /packs HTTP/1.0\r\n\r\n",
            "GET /packs HTTP/1.1\r\nHost: x\r\nConnection: Close\r\n\r\n",
        ] {
            let result = try exchange(port: port, request)
            #expect(result.closed, "\(request.debugDescription)")
            #expect(result.bytes > 1_000, "the answer came first: \(result.bytes) bytes")
        }
    }

    @Test("an idle keep-alive connection and a request that stops half way are closed after --idle-timeout")
    func idleConnectionsAreClosed() async throws {
        let (backend, port) = try await launch(["--idle-timeout", "1"])
        defer { backend.killIfRunning() }
        let keptAlive = try exchange(port: port, "GET /packs HTTP/1.1\r\nHost: x\r\n\r\n")
        #expect(keptAlive.closed)
        #expect(keptAlive.bytes > 1_000)
        let halfWay = try exchange(port: port, "GET /pa")
        #expect(halfWay.closed)
        #expect(halfWay.bytes == 0)
    }

    @Test("a taken port is one line on stderr, exit 73, nothing announced")
    func portInUse() async throws {
        let (backend, port) = try await launch()
        defer { backend.killIfRunning() }
        let second = try ChildProcess(
            try Executables.url(for: "mock-backend"), arguments: ["--port", "\(port)"])
        let announced = await second.readLine()
        let exit = await second.waitForExit()
        #expect(exit == .init(status: 73, wasSignalled: false))
        #expect(announced == nil, "nothing on stdout: \(announced ?? "")")
        #expect(
            second.standardError
                == "mock-backend: error: Port \(port) on 127.0.0.1 is already in use; pick another with --port (0 picks a free one).\n"
        )
    }

    @Test("--host is checked and echoed without control characters")
    func hostIsSanitized() async throws {
        let child = try ChildProcess(
            try Executables.url(for: "mock-backend"), arguments: ["--host", "evil\u{1B}[31mhost\u{7}"])
        let exit = await child.waitForExit()
        #expect(exit.status == 64)
        #expect(!child.standardError.contains("\u{1B}"), "\(child.standardError.debugDescription)")
        #expect(
            child.standardError.contains("--host must be a host name or an IP address, got 'evil?[31mhost?'.")
        )
    }

    /// Serving every interface (or any address other machines can reach) is said on
    /// stderr at start, in the user's language, before the port is announced; loopback is not.
    @Test(arguments: [
        (
            "0.0.0.0", "en_US.UTF-8",
            "mock-backend: warning: --host 0.0.0.0 makes the mock backend reachable from other machines: anyone on your network can read its data and send it requests. Leave out --host (127.0.0.1) to serve this machine only.\n"
        ),
        (
            "0.0.0.0", "de_DE.UTF-8",
            "mock-backend: warning: --host 0.0.0.0 macht das mock-backend von anderen Rechnern aus erreichbar: Jeder in deinem Netz kann seine Daten lesen und ihm Anfragen senden. Lass --host weg (127.0.0.1), damit nur dieser Rechner es erreicht.\n"
        ),
        ("127.0.0.1", "en_US.UTF-8", ""), ("localhost", "en_US.UTF-8", ""),
    ])
    func aHostOtherMachinesCanReachIsWarnedAbout(host: String, lang: String, warning: String) async throws {
        let child = try ChildProcess(
            try Executables.url(for: "mock-backend"), arguments: ["--port", "0", "--host", host],
            environment: ["LANG": lang, "PATH": "/usr/bin:/bin"])
        defer { child.killIfRunning() }
        let line = try #require(await child.readLine(), "started: \(child.standardError)")
        #expect(line.hasPrefix("mock-backend listening on http://\(host):"), "\(line)")
        // Written before the announcement, so it is all there once the line is read.
        let warnings = child.standardError.split(separator: "\n", omittingEmptySubsequences: true)
            .filter { $0.hasPrefix("mock-backend: warning:") }.map { $0 + "\n" }.joined()
        #expect(warnings == warning, "\(child.standardError)")
        _ = await child.stop()
    }

    @Test(arguments: ["0", "3601", "-5", "nan", "1e308"])
    func anOutOfRangeIdleTimeoutIsAUsageError(value: String) async throws {
        let child = try ChildProcess(
            try Executables.url(for: "mock-backend"), arguments: ["--idle-timeout=\(value)"])
        let exit = await child.waitForExit()
        #expect(exit.status == 64, "\(value): \(child.standardError)")
    }

    @Test(arguments: [
        (
            ["--port", "-5"], "de_DE.UTF-8",
            "mock-backend: error: --port muss zwischen 0 und 65535 liegen, angegeben war -5. Siehe 'mock-backend --help'.\n"
        ),
        (
            ["--bogus"], "pl_PL.UTF-8",
            "mock-backend: error: Nieznana opcja '--bogus'. Zobacz 'mock-backend --help'.\n"
        ),
        (
            ["--language", "es", "--latency", "nan"], "de_DE.UTF-8",
            "mock-backend: error: --latency debe estar entre 0 y 3600 segundos; se indicó nan. Consulta 'mock-backend --help'.\n"
        ),
    ])
    func mistakesAreOneLineInTheUsersLanguage(arguments: [String], lang: String, expected: String)
        async throws
    {
        let child = try ChildProcess(
            try Executables.url(for: "mock-backend"), arguments: arguments,
            environment: ["LANG": lang, "PATH": "/usr/bin:/bin"])
        let exit = await child.waitForExit()
        #expect(exit.status == 64)
        #expect(child.standardError == expected)
    }
}
