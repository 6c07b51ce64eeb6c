#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Growable bytes on `malloc`/`realloc`, for ``StableJSONEncoder``'s output.
///
/// A Swift array grows by allocating a new buffer and copying into it, so a 400 MB listing briefly
/// needs both; `realloc` of a large block remaps its pages instead (glibc), so a document never
/// holds two copies of itself while it grows.
final class JSONByteBuffer {
    private(set) var base: UnsafeMutablePointer<UInt8>?
    /// The bytes written so far.
    private(set) var count = 0
    private var capacity = 0

    init() {}

    deinit { free(base) }

    /// The bytes as a buffer (valid until the next write).
    var bytes: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: base, count: count) }

    /// Makes room for `extra` more bytes.
    @inline(__always)
    func reserve(_ extra: Int) {
        if count + extra > capacity { grow(to: count + extra) }
    }

    private func grow(to needed: Int) {
        var newCapacity = Swift.max(capacity * 2, 256)
        while newCapacity < needed { newCapacity *= 2 }
        guard let grown = realloc(base, newCapacity) else {
            fatalError("out of memory (\(newCapacity) bytes)")
        }
        base = grown.assumingMemoryBound(to: UInt8.self)
        capacity = newCapacity
    }

    @inline(__always)
    func append(_ byte: UInt8) {
        reserve(1)
        base![count] = byte
        count += 1
    }

    func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        reserve(bytes.count)
        (base! + count).update(from: source, count: bytes.count)
        count += bytes.count
    }

    func append(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { append($0) }
    }

    /// Appends `string`'s UTF-8 as is (no escaping).
    func append(raw string: StaticString) {
        append(UnsafeBufferPointer(start: string.utf8Start, count: string.utf8CodeUnitCount))
    }

    /// Appends the decimal digits of `value`.
    func append<Value: BinaryInteger>(decimal value: Value) {
        var text = String(value)
        text.withUTF8 { append($0) }
    }

    /// Appends `count` spaces.
    func appendSpaces(_ spaces: Int) {
        guard spaces > 0 else { return }
        reserve(spaces)
        (base! + count).initialize(repeating: UInt8(ascii: " "), count: spaces)
        count += spaces
    }

    /// Sets the count to `newCount` (growing leaves the new bytes for the caller to fill).
    func resize(to newCount: Int) {
        if newCount > count { reserve(newCount - count) }
        count = newCount
    }

    /// Copies `length` bytes from `source` to `target` inside the written bytes; ranges may overlap.
    func move(from source: Int, to target: Int, length: Int) {
        guard length > 0, source != target, let base else { return }
        memmove(base + target, base + source, length)
    }

    /// Overwrites the bytes at `offset` with `bytes`.
    func write(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) {
        guard let source = bytes.baseAddress, !bytes.isEmpty, let base else { return }
        (base + offset).update(from: source, count: bytes.count)
    }

    /// Drops everything written.
    func removeAll() { count = 0 }
}
