import Foundation

/// A value that writes its own stable JSON, member by member, straight into bytes: the native
/// path for large listings (no `Encodable` boxing, no dynamic casts, no member reordering).
///
/// A writer must produce exactly the bytes ``OutputFormat/json(_:)`` would for the same document
/// (keys in sorted order, `"key" : value`, two-space indents): each conformer keeps a test that
/// compares the two.
public protocol JSONWritable {
    /// Writes the value as one JSON value.
    func writeJSON(to writer: JSONStreamWriter)
}

/// Writes Mosaic's stable JSON in document order: objects, arrays, keys and values as they are
/// called, with the separators and indentation of `JSONEncoder`'s `.prettyPrinted` (or one line).
///
/// Keys are written in the order given, which must be sorted (as `.sortedKeys` orders them);
/// debug builds check it. Strings are escaped on their UTF-8 bytes (``JSONStringEscaping``), dates
/// are `.iso8601` in whole seconds, optionals write `null`.
public final class JSONStreamWriter {
    private enum Level {
        case object(members: Int, lastKey: StaticString?)
        case array(elements: Int)
    }

    let out = JSONByteBuffer()
    private let prettyPrinted: Bool
    /// The open containers, innermost last, behind a pointer: a class's stored `var` gets a
    /// dynamic exclusivity check on every write, and every key and array element writes it (those
    /// checks were 5 % of writing a 100,000-parcel listing). A writer is used by one caller.
    private let openLevels: UnsafeMutablePointer<[Level]>

    private var levels: [Level] {
        unsafeAddress { UnsafePointer(openLevels) }
        unsafeMutableAddress { openLevels }
    }

    /// Where the written bytes go once there are `pieceSize` of them (nil: they stay in ``text``).
    private let flush: ((UnsafeBufferPointer<UInt8>) -> Void)?
    private let pieceSize: Int

    /// A writer with nothing written; pretty-printed unless `prettyPrinted` is false. The document
    /// stays in memory (``text``).
    public convenience init(prettyPrinted: Bool = true) {
        self.init(prettyPrinted: prettyPrinted, pieceSize: .max, flush: nil)
    }

    /// A writer that hands its bytes to `flush` in pieces of about `pieceSize` bytes while it
    /// writes (each after a closing brace, so each is whole UTF-8), and the rest at
    /// ``finish()``: a listing is never held whole in memory (a million parcels' JSON is 250 MB).
    public convenience init(
        prettyPrinted: Bool = true, pieceSize: Int, flush: @escaping (UnsafeBufferPointer<UInt8>) -> Void
    ) {
        self.init(prettyPrinted: prettyPrinted, pieceSize: Swift.max(1, pieceSize), flush: .some(flush))
    }

    private init(prettyPrinted: Bool, pieceSize: Int, flush: ((UnsafeBufferPointer<UInt8>) -> Void)?) {
        self.prettyPrinted = prettyPrinted
        self.pieceSize = pieceSize
        self.flush = flush
        openLevels = .allocate(capacity: 1)
        openLevels.initialize(to: [])
        levels.reserveCapacity(8)
    }

    /// A writer that continues inside an array `depth` containers deep which already has
    /// `elements` elements: what it writes is exactly what the writer holding that array would write
    /// next (``objectsConcurrently(_:count:chunkSize:_:)`` formats chunks with such writers).
    convenience init(continuingArrayAt depth: Int, elements: Int, prettyPrinted: Bool) {
        self.init(prettyPrinted: prettyPrinted, pieceSize: .max, flush: nil)
        levels = Array(repeating: .object(members: 1, lastKey: nil), count: Swift.max(0, depth - 1))
        levels.append(.array(elements: elements))
    }

    /// How many containers are open.
    var depth: Int { levels.count }

    /// Whether this writer formats on one line or pretty-printed.
    var isPrettyPrinted: Bool { prettyPrinted }

    /// Sets how many elements the innermost array has so far (a separator goes before the next one
    /// unless it is 0): elements formatted by writers made with
    /// ``init(continuingArrayAt:elements:prettyPrinted:)`` and handed over with ``append(written:)``.
    func setArrayElements(_ count: Int) {
        guard case .array = levels.last else { preconditionFailure("setArrayElements(_:) outside an array") }
        levels[levels.count - 1] = .array(elements: count)
    }

    /// Appends what `other` wrote and empties it: handed straight to the flush handler (after
    /// what this writer still holds), or kept here for ``text``.
    func append(written other: JSONStreamWriter) {
        if let flush {
            if out.count > 0 {
                flush(out.bytes)
                out.removeAll()
            }
            flush(other.out.bytes)
        } else {
            out.append(other.out.bytes)
        }
        other.out.removeAll()
    }

    /// Hands what is left to the flush handler (a writer made with one); call it once the document
    /// is complete.
    public func finish() {
        guard let flush, out.count > 0 else { return }
        flush(out.bytes)
        out.removeAll()
    }

    deinit {
        openLevels.deinitialize(count: 1)
        openLevels.deallocate()
    }

    // MARK: Containers

    /// Opens an object (as a value: after a ``key(_:)``, as an array element, or at the top).
    public func beginObject() {
        beginValue()
        out.append(UInt8(ascii: "{"))
        levels.append(.object(members: 0, lastKey: nil))
    }

    /// Closes the innermost object.
    public func endObject() {
        guard case .object(let members, _) = levels.popLast() else {
            preconditionFailure("endObject() without an open object")
        }
        if members == 0, prettyPrinted { out.append(UInt8(ascii: "\n")) }
        newline()
        out.append(UInt8(ascii: "}"))
        if out.count >= pieceSize, let flush {
            flush(out.bytes)
            out.removeAll()
        }
    }

    /// Opens an array.
    public func beginArray() {
        beginValue()
        out.append(UInt8(ascii: "["))
        levels.append(.array(elements: 0))
    }

    /// Closes the innermost array.
    public func endArray() {
        guard case .array(let elements) = levels.popLast() else {
            preconditionFailure("endArray() without an open array")
        }
        if elements == 0, prettyPrinted { out.append(UInt8(ascii: "\n")) }
        newline()
        out.append(UInt8(ascii: "]"))
    }

    /// Starts the member `key` of the innermost object; its value is written next.
    public func key(_ key: StaticString) {
        guard case .object(let members, let lastKey) = levels.last else {
            preconditionFailure("key(\(key)) outside an object")
        }
        assert(lastKey.map { Self.precedes($0, key) } ?? true, "keys out of order: \(lastKey!) before \(key)")
        out.appendKey(key, first: members == 0, indent: prettyPrinted ? levels.count * 2 : nil)
        levels[levels.count - 1] = .object(members: members + 1, lastKey: key)
    }

    // MARK: Values

    /// A string, escaped.
    public func string(_ value: String) {
        beginValue()
        JSONStringEscaping.appendQuoted(value, to: out)
    }

    /// A string or `null`.
    public func string(_ value: String?) {
        guard let value else { return null() }
        string(value)
    }

    /// A whole number.
    public func int(_ value: Int) {
        beginValue()
        out.append(decimal: value)
    }

    /// `true` or `false`.
    public func bool(_ value: Bool) {
        beginValue()
        value ? out.append(raw: "true") : out.append(raw: "false")
    }

    /// A date as `.iso8601` (whole seconds, UTC), or `null`.
    public func date(_ value: Date?) {
        beginValue()
        guard let value else { return out.append(raw: "null") }
        out.appendISO8601(value)
    }

    /// `null`.
    public func null() {
        beginValue()
        out.append(raw: "null")
    }

    // MARK: Members

    /// The member `key` of the innermost object with the whole number `value` (``key(_:)`` then
    /// ``int(_:)``: a listing writes one line per member).
    public func member(_ key: StaticString, _ value: Int) {
        self.key(key)
        int(value)
    }

    /// The member `key` with a whole number, or `null`.
    public func member(_ key: StaticString, _ value: Int?) {
        self.key(key)
        if let value { int(value) } else { null() }
    }

    /// The member `key` with `true` or `false`.
    public func member(_ key: StaticString, _ value: Bool) {
        self.key(key)
        bool(value)
    }

    /// The member `key` with a string, escaped, or `null`.
    public func member(_ key: StaticString, _ value: String?) {
        self.key(key)
        string(value)
    }

    /// The member `key` with the string whose UTF-8 bytes are `utf8` (valid UTF-8), escaped: for
    /// text kept as bytes, written without making a `String` of it.
    public func member(_ key: StaticString, utf8: UnsafeBufferPointer<UInt8>) {
        self.key(key)
        beginValue()
        JSONStringEscaping.appendQuoted(utf8: utf8, to: out)
    }

    /// The member `key` with a date (`.iso8601`, whole seconds, UTC), or `null`.
    public func member(_ key: StaticString, _ value: Date?) {
        self.key(key)
        date(value)
    }

    // MARK: Output

    /// The document as text (for tests and small documents); with a flush handler, what it has
    /// not handed over yet.
    public var text: String { String(decoding: out.bytes, as: UTF8.self) }

    // MARK: Layout

    /// Before a value: inside an array, its separator and line.
    @inline(__always)
    private func beginValue() {
        guard case .array(let elements) = levels.last else { return }
        if elements > 0 { out.append(UInt8(ascii: ",")) }
        newline(depth: levels.count)
        levels[levels.count - 1] = .array(elements: elements + 1)
    }

    /// A line break indented for `depth` levels (the current depth by default), when pretty-printed.
    @inline(__always)
    private func newline(depth: Int? = nil) {
        guard prettyPrinted else { return }
        out.append(UInt8(ascii: "\n"))
        out.appendSpaces((depth ?? levels.count) * 2)
    }

    /// Whether `first` sorts before `second` as `.sortedKeys` orders ASCII keys (byte order).
    private static func precedes(_ first: StaticString, _ second: StaticString) -> Bool {
        let a = UnsafeBufferPointer(start: first.utf8Start, count: first.utf8CodeUnitCount)
        let b = UnsafeBufferPointer(start: second.utf8Start, count: second.utf8CodeUnitCount)
        return a.lexicographicallyPrecedes(b)
    }
}
