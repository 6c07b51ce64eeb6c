import Foundation

/// Writes Mosaic's stable JSON (``OutputFormat``) straight to bytes: the same text as Foundation's
/// `JSONEncoder` with `[.sortedKeys, .withoutEscapingSlashes]` (optionally `.prettyPrinted`) and
/// `.iso8601` dates, with every invisible control escaped on the way (``JSONStringEscaping``).
///
/// Why not `JSONEncoder`: for a 100,000-parcel listing it spent more time building its value tree
/// than the app spent decoding and sorting, then the escaping pass copied the text again. Here every
/// value is written once, where it ends up: arrays append in place, and an object's members are
/// written in the order they are encoded and then permuted into key order within the buffer
/// (only the members other than the largest are copied aside), so a large document never exists twice.
///
/// Doubles, floats, decimals, URLs and data are delegated to Foundation one value at a time, so
/// their text is Foundation's. An encoder that uses a container after it was finished throws
/// ``Unsupported``; ``OutputFormat`` then falls back to `JSONEncoder`.
struct StableJSONEncoder {
    /// A container was used in a way this writer does not replay (after it was finished).
    struct Unsupported: Error {}

    /// Indented like `.prettyPrinted` (`"key" : value`, two spaces), else one line.
    var prettyPrinted: Bool

    /// `value`'s JSON.
    func encode<Value: Encodable>(_ value: Value) throws -> JSONByteBuffer {
        let state = JSONWriterState(prettyPrinted: prettyPrinted)
        try state.encodeValue(value, depth: 0, parent: nil, key: nil)
        if state.unsupported { throw Unsupported() }
        return state.out
    }
}

/// What one encoding shares: the output, a scratch buffer for permuting members, and the options.
final class JSONWriterState {
    let prettyPrinted: Bool
    let out = JSONByteBuffer()
    /// Reused by every object while it puts its members in key order.
    let scratch = JSONByteBuffer()
    /// Set when a container is used after it was finished (see ``StableJSONEncoder/Unsupported``).
    var unsupported = false

    init(prettyPrinted: Bool) {
        self.prettyPrinted = prettyPrinted
    }

    /// Appends `value` at the end of the output, indented for `depth`.
    func encodeValue<Value: Encodable>(
        _ value: Value, depth: Int, parent: StableJSONValueEncoder?, key: (any CodingKey)?
    ) throws {
        switch value {
        case let string as String: JSONStringEscaping.appendQuoted(string, to: out)
        case let bool as Bool: bool ? out.append(raw: "true") : out.append(raw: "false")
        case let int as Int: out.append(decimal: int)
        case let date as Date: out.appendISO8601(date)
        case let url as URL: JSONStringEscaping.appendQuoted(url.absoluteString, to: out)
        case let data as Data: JSONStringEscaping.appendQuoted(data.base64EncodedString(), to: out)
        case is Double, is Float, is Decimal: try appendFoundationFragment(value)
        case let int as Int64: out.append(decimal: int)
        case let int as Int32: out.append(decimal: int)
        case let int as Int16: out.append(decimal: int)
        case let int as Int8: out.append(decimal: int)
        case let int as UInt: out.append(decimal: int)
        case let int as UInt64: out.append(decimal: int)
        case let int as UInt32: out.append(decimal: int)
        case let int as UInt16: out.append(decimal: int)
        case let int as UInt8: out.append(decimal: int)
        default:
            let encoder = StableJSONValueEncoder(state: self, depth: depth, parent: parent, key: key)
            try value.encode(to: encoder)
            encoder.finish()
        }
    }

    /// Numbers Foundation formats its own way (shortest round-trip doubles, decimals) are its text.
    private func appendFoundationFragment<Value: Encodable>(_ value: Value) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let data = try encoder.encode(value)
        data.withUnsafeBytes { out.append($0.bindMemory(to: UInt8.self)) }
    }

    /// The last keys ``memberOrder(_:)`` ordered, and their order: the elements of an array are
    /// usually objects with the same keys, so sorting them once serves them all.
    private var orderedKeys: [String] = []
    private var orderedMembers: [Int] = []

    /// Scratch list of an object's text pieces while it is permuted (see ``JSONKeyedNode``).
    var pieces: [(scratchStart: Int, length: Int)] = []

    /// The indexes of the `count` members whose keys `key(index)` gives (in encoding order) to
    /// write, in key order: the byte order of their UTF-8 (as `JSONEncoder`'s `sortedKeys`), a key
    /// encoded twice keeping its last value.
    func memberOrder(count: Int, key: (Int) -> String) -> [Int] {
        if count == orderedKeys.count, (0..<count).allSatisfy({ key($0) == orderedKeys[$0] }) {
            return orderedMembers
        }
        let keys = (0..<count).map(key)
        let order = keys.indices.sorted { lhs, rhs in
            keys[lhs] == keys[rhs] ? lhs < rhs : keys[lhs].utf8.lexicographicallyPrecedes(keys[rhs].utf8)
        }
        var kept: [Int] = []
        kept.reserveCapacity(order.count)
        for index in order {
            if let last = kept.last, keys[last] == keys[index] {
                kept[kept.count - 1] = index
            } else {
                kept.append(index)
            }
        }
        orderedKeys = keys
        orderedMembers = kept
        return kept
    }

    /// Appends a newline (pretty) and the indentation of `depth`.
    func appendNewline(depth: Int) {
        guard prettyPrinted else { return }
        out.append(UInt8(ascii: "\n"))
        out.appendSpaces(depth * 2)
    }
}

/// The `Encoder` handed to one value's `encode(to:)`: its output starts at the end of the buffer.
final class StableJSONValueEncoder: Encoder {
    let state: JSONWriterState
    let depth: Int
    private let parent: StableJSONValueEncoder?
    private let key: (any CodingKey)?
    /// The container the value asked for (asked again, the same one is returned).
    private var node: JSONContainerNode?
    private var wroteSingleValue = false

    init(state: JSONWriterState, depth: Int, parent: StableJSONValueEncoder?, key: (any CodingKey)?) {
        self.state = state
        self.depth = depth
        self.parent = parent
        self.key = key
    }

    var codingPath: [any CodingKey] { (parent?.codingPath ?? []) + (key.map { [$0] } ?? []) }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        if node == nil, !wroteSingleValue {
            node = JSONKeyedNode(state: state, depth: depth)
        } else if !(node is JSONKeyedNode) {
            state.unsupported = true
        }
        return KeyedEncodingContainer(
            JSONKeyedContainer<Key>(
                node: node as? JSONKeyedNode ?? JSONKeyedNode(state: state, depth: depth), encoder: self))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        if node == nil, !wroteSingleValue {
            node = JSONUnkeyedNode(state: state, depth: depth)
        } else if !(node is JSONUnkeyedNode) {
            state.unsupported = true
        }
        return JSONUnkeyedContainer(
            node: node as? JSONUnkeyedNode ?? JSONUnkeyedNode(state: state, depth: depth), encoder: self)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        JSONSingleValueContainer(encoder: self)
    }

    /// Writes a single value (once, and only when no container was asked for).
    func encodeSingle(_ write: () throws -> Void) rethrows {
        guard node == nil, !wroteSingleValue else {
            state.unsupported = true
            return
        }
        wroteSingleValue = true
        try write()
    }

    /// Ends the value: closes its container; a value that encoded nothing is an empty object.
    func finish() {
        if let node {
            node.close()
        } else if !wroteSingleValue {
            state.out.append(UInt8(ascii: "{"))
            if state.prettyPrinted {
                state.out.append(UInt8(ascii: "\n"))
                state.appendNewline(depth: depth)
            }
            state.out.append(UInt8(ascii: "}"))
        }
    }
}
