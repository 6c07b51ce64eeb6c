import Foundation
import Networking
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// Where `--data-file` reads from, checked before anything runs and read with a size limit.
///
/// A regular file is read each time the app asks (a reload sees a new version); a pipe, process
/// substitution (`<(curl …)`, a `/dev/fd/N` path) or standard input (`-`) can be read only once,
/// so its bytes are kept after the first read. A FIFO with no writer yet makes the first read
/// wait for one (the runner shows that it is waiting; Ctrl-C ends it).
public final class DataFileSource: Sendable {
    /// What the path is.
    public enum Kind: Sendable, Equatable {
        /// A regular file of `size` bytes.
        case regular(size: Int)
        /// A FIFO, a pipe or a process substitution: read once.
        case stream
        /// Standard input (`-`): read once.
        case standardInput
    }

    /// The path as typed (`-` for standard input).
    public let path: String
    /// What it is.
    public let kind: Kind
    /// The most bytes it may hold.
    public let limit: Int
    private let streamed = Mutex<Result<Data, NetworkError>?>(nil)

    /// The default limit: 256 MiB.
    public static let defaultLimitMiB = 256
    /// The largest limit `--data-file-limit` accepts: 64 GiB.
    public static let maximumLimitMiB = 65_536

    /// Checks `path` (`-`: standard input) and what it is; throws the problem a user must fix.
    public init(path: String, limit: Int) throws(LocalFileProblem) {
        self.path = path
        self.limit = limit
        if path == "-" {
            guard isatty(STDIN_FILENO) != 1 else { throw .terminal }
            kind = .standardInput
            return
        }
        var info = stat()
        guard stat(path, &info) == 0 else {
            if errno == ENOENT || errno == ENOTDIR { throw .missing }
            throw .inaccessible(reason: String(cString: strerror(errno)))
        }
        switch info.st_mode & S_IFMT {
        case S_IFDIR: throw .directory
        case S_IFREG:
            guard access(path, R_OK) == 0 else {
                throw .inaccessible(reason: String(cString: strerror(errno)))
            }
            let size = Int(info.st_size)
            if size == 0 { throw .empty }
            if size > limit { throw .tooLarge(limit: limit) }
            kind = .regular(size: size)
        case S_IFIFO:
            kind = .stream
        default:
            // Character and block devices (/dev/null, /dev/zero, a disk), sockets.
            throw .device
        }
    }

    /// Whether a read may wait for a writer (a FIFO, a pipe, standard input).
    public var isStream: Bool {
        if case .regular = kind { return false }
        return true
    }

    /// The bytes: a regular file read now, a stream read on the first call and kept.
    public func read() throws(NetworkError) -> Data {
        switch kind {
        case .regular:
            let descriptor = Glibc.open(path, O_RDONLY | O_CLOEXEC)
            guard descriptor >= 0 else { throw failure(Self.openProblem()) }
            defer { close(descriptor) }
            return try readAll(descriptor, expected: kind)
        case .stream, .standardInput:
            let result = streamed.withLock { cached -> Result<Data, NetworkError> in
                if let cached { return cached }
                let result: Result<Data, NetworkError>
                if kind == .standardInput {
                    result = Result(catching: { () throws(NetworkError) -> Data in try readAll(STDIN_FILENO) }
                    )
                } else {
                    // Blocks until a writer opens the FIFO (a process substitution has one already).
                    let descriptor = Glibc.open(path, O_RDONLY | O_CLOEXEC)
                    if descriptor < 0 {
                        result = .failure(failure(Self.openProblem()))
                    } else {
                        result = Result(catching: { () throws(NetworkError) -> Data in try readAll(descriptor)
                        })
                        close(descriptor)
                    }
                }
                cached = result
                return result
            }
            return try result.get()
        }
    }

    private static func openProblem() -> LocalFileProblem {
        errno == ENOENT ? .missing : .inaccessible(reason: String(cString: strerror(errno)))
    }

    private func failure(_ problem: LocalFileProblem) -> NetworkError {
        .localFile(path: path, problem: problem)
    }

    /// Everything `descriptor` holds, at most ``limit`` bytes; more is ``LocalFileProblem/tooLarge(limit:)``.
    /// A regular file is read straight into room for its size as it is now: one copy, no buffer
    /// in between. One byte more shows whether it grew meanwhile; then the rest is read as a
    /// stream's is, in chunks.
    private func readAll(_ descriptor: Int32, expected: Kind? = nil) throws(NetworkError) -> Data {
        var data = Data()
        var info = stat()
        if case .regular = expected, fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG {
            let size = Int(info.st_size)
            if size > limit { throw failure(.tooLarge(limit: limit)) }
            data = Data(count: size + 1)
            let filled = data.withUnsafeMutableBytes { Self.fill($0, from: descriptor) }
            guard filled >= 0 else { throw failure(.unreadable(reason: String(cString: strerror(errno)))) }
            data.count = filled
            if filled <= size {
                if data.isEmpty { throw failure(.empty) }
                return data
            }
        }
        let chunk = 1 << 20
        var buffer = [UInt8](repeating: 0, count: chunk)
        while true {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, chunk) }
            if count < 0 {
                if errno == EINTR { continue }
                throw failure(.unreadable(reason: String(cString: strerror(errno))))
            }
            if count == 0 { break }
            if data.count + count > limit { throw failure(.tooLarge(limit: limit)) }
            data.append(contentsOf: buffer[0..<count])
        }
        if data.isEmpty { throw failure(.empty) }
        return data
    }

    /// Reads from `descriptor` until `buffer` is full or the file ends; how many bytes were read,
    /// or -1 with `errno` set when a read failed.
    private static func fill(_ buffer: UnsafeMutableRawBufferPointer, from descriptor: Int32) -> Int {
        guard let base = buffer.baseAddress else { return 0 }
        var filled = 0
        while filled < buffer.count {
            let count = Glibc.read(descriptor, base + filled, buffer.count - filled)
            if count < 0 {
                if errno == EINTR { continue }
                return -1
            }
            if count == 0 { break }
            filled += count
        }
        return filled
    }
}
