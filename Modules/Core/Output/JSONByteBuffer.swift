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
    private struct State {
        var base: UnsafeMutablePointer<UInt8>?
        var count = 0
        var capacity = 0
    }

    /// The buffer's state behind a pointer: a class's stored `var`s get dynamic exclusivity
    /// checks on every write, which were 5 % of writing a 100,000-parcel listing; a pointer's
    /// memory does not (the buffer is used by one writer at a time, never shared).
    private let state: UnsafeMutablePointer<State>

    init() {
        state = .allocate(capacity: 1)
        state.initialize(to: State())
    }

    deinit {
        free(state.pointee.base)
        state.deinitialize(count: 1)
        state.deallocate()
    }

    /// The first byte written (nil before the first write).
    var base: UnsafeMutablePointer<UInt8>? { state.pointee.base }
    /// The bytes written so far.
    var count: Int { state.pointee.count }

    /// The bytes as a buffer (valid until the next write).
    var bytes: UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: state.pointee.base, count: state.pointee.count)
    }

    /// Makes room for `extra` more bytes.
    @inline(__always)
    func reserve(_ extra: Int) {
        if state.pointee.count + extra > state.pointee.capacity { grow(to: state.pointee.count + extra) }
    }

    private func grow(to needed: Int) {
        var newCapacity = Swift.max(state.pointee.capacity * 2, 256)
        while newCapacity < needed { newCapacity *= 2 }
        guard let grown = realloc(state.pointee.base, newCapacity) else {
            fatalError("out of memory (\(newCapacity) bytes)")
        }
        state.pointee.base = grown.assumingMemoryBound(to: UInt8.self)
        state.pointee.capacity = newCapacity
    }

    /// Where the next byte goes, after `reserve`.
    @inline(__always)
    private var end: UnsafeMutablePointer<UInt8> {
        // reserve() ran first, so base is allocated.
        state.pointee.base.unsafelyUnwrapped + state.pointee.count
    }

    @inline(__always)
    func append(_ byte: UInt8) {
        reserve(1)
        end.initialize(to: byte)
        state.pointee.count += 1
    }

    func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        reserve(bytes.count)
        end.update(from: source, count: bytes.count)
        state.pointee.count += bytes.count
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
        if let small = Int(exactly: value) { return append(decimal: small) }
        var text = String(value)
        text.withUTF8 { append($0) }
    }

    /// Appends the decimal digits of `value`, straight into the buffer (a listing writes hundreds
    /// of thousands of counts and numbers).
    func append(decimal value: Int) {
        // Int.min has no positive counterpart: its digits come from the magnitude as UInt.
        var magnitude = value.magnitude
        var digits = 1
        var scale: UInt = 10
        while digits < 20, magnitude >= scale {
            digits += 1
            scale = scale.multipliedReportingOverflow(by: 10).partialValue
        }
        let length = digits + (value < 0 ? 1 : 0)
        reserve(length)
        let start = end
        if value < 0 { start.initialize(to: UInt8(ascii: "-")) }
        var position = start + length - 1
        for _ in 0..<digits {
            position.initialize(to: UInt8(ascii: "0") + UInt8(magnitude % 10))
            magnitude /= 10
            position -= 1
        }
        state.pointee.count += length
    }

    /// Appends a member's key as the writer lays it out: a comma unless it is the object's first
    /// member, a line break and `indent` spaces when pretty-printed (`indent` nil: one line), the
    /// quoted key and its colon. One reservation and plain stores: a listing writes a million keys.
    func appendKey(_ key: StaticString, first: Bool, indent: Int?) {
        let keyLength = key.utf8CodeUnitCount
        reserve(keyLength + (indent ?? 0) + 7)
        var position = end
        if !first {
            position.initialize(to: UInt8(ascii: ","))
            position += 1
        }
        if let indent {
            position.initialize(to: UInt8(ascii: "\n"))
            (position + 1).initialize(repeating: UInt8(ascii: " "), count: indent)
            position += indent + 1
        }
        position.initialize(to: UInt8(ascii: "\""))
        (position + 1).initialize(from: key.utf8Start, count: keyLength)
        position += keyLength + 1
        // `" : ` pretty-printed, `":` on one line.
        position.initialize(to: UInt8(ascii: "\""))
        if indent != nil {
            (position + 1).initialize(to: UInt8(ascii: " "))
            (position + 2).initialize(to: UInt8(ascii: ":"))
            (position + 3).initialize(to: UInt8(ascii: " "))
            position += 4
        } else {
            (position + 1).initialize(to: UInt8(ascii: ":"))
            position += 2
        }
        state.pointee.count = position - state.pointee.base.unsafelyUnwrapped
    }

    /// Appends `count` spaces.
    func appendSpaces(_ spaces: Int) {
        guard spaces > 0 else { return }
        reserve(spaces)
        end.initialize(repeating: UInt8(ascii: " "), count: spaces)
        state.pointee.count += spaces
    }

    /// Sets the count to `newCount` (growing leaves the new bytes for the caller to fill).
    func resize(to newCount: Int) {
        if newCount > state.pointee.count { reserve(newCount - state.pointee.count) }
        state.pointee.count = newCount
    }

    /// Copies `length` bytes from `source` to `target` inside the written bytes; ranges may overlap.
    func move(from source: Int, to target: Int, length: Int) {
        guard length > 0, source != target, let base = state.pointee.base else { return }
        memmove(base + target, base + source, length)
    }

    /// Overwrites the bytes at `offset` with `bytes`.
    func write(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) {
        guard let source = bytes.baseAddress, !bytes.isEmpty, let base = state.pointee.base else { return }
        (base + offset).update(from: source, count: bytes.count)
    }

    /// Drops everything written.
    func removeAll() { state.pointee.count = 0 }
}
