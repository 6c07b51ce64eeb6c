/// An object or array being written by ``StableJSONEncoder``: its output starts at `start` and
/// grows at the end of the buffer. A nested container stays open until its parent writes
/// anything else, then is closed (finished in place) first.
class JSONContainerNode {
    let state: JSONWriterState
    let depth: Int
    let start: Int
    private(set) var isClosed = false
    /// A nested container still being filled; it is closed before the next write.
    private var openChild: (node: JSONContainerNode, key: String?)?

    init(state: JSONWriterState, depth: Int) {
        self.state = state
        self.depth = depth
        self.start = state.out.count
    }

    /// Closes an open nested container, so the buffer's end is this container's again. Returns
    /// false (and marks the encoding unsupported) when this container is already closed.
    func prepareToWrite() -> Bool {
        guard !isClosed else {
            state.unsupported = true
            return false
        }
        if let child = openChild {
            openChild = nil
            child.node.close()
            childClosed(child.node, key: child.key)
        }
        return true
    }

    /// Registers `child`, just created at the end of the buffer, as open.
    func open(_ child: JSONContainerNode, key: String?) {
        openChild = (child, key)
    }

    /// Closes any open child, then finishes this container's text in place.
    func close() {
        guard !isClosed else { return }
        _ = prepareToWrite()
        finish()
        isClosed = true
    }

    /// Writes what turns the members into this container's final text.
    func finish() {}

    /// A nested container was closed; its text ends at the buffer's end.
    func childClosed(_ child: JSONContainerNode, key: String?) {}
}

/// An object: members are written one after another as they are encoded, then permuted into key
/// order with their keys and punctuation when it closes.
final class JSONKeyedNode: JSONContainerNode {
    private struct Member {
        let key: String
        let start: Int
        let end: Int
        var length: Int { end - start }
    }

    private var members: [Member] = []

    /// Encodes `key` with what `write` appends.
    func member(_ key: String, _ write: () throws -> Void) rethrows {
        guard prepareToWrite() else { return }
        let memberStart = state.out.count
        try write()
        members.append(Member(key: key, start: memberStart, end: state.out.count))
    }

    override func childClosed(_ child: JSONContainerNode, key: String?) {
        members.append(Member(key: key ?? "", start: child.start, end: state.out.count))
    }

    override func finish() {
        let out = state.out
        let pretty = state.prettyPrinted
        guard !members.isEmpty else {
            out.append(UInt8(ascii: "{"))
            if pretty {
                out.append(UInt8(ascii: "\n"))
                state.appendNewline(depth: depth)
            }
            out.append(UInt8(ascii: "}"))
            return
        }
        let kept = state.memberOrder(count: members.count) { members[$0].key }
        guard let largest = kept.max(by: { members[$0].length < members[$1].length }) else { return }

        // Everything but the largest member's value goes to the scratch buffer as final text pieces.
        let scratch = state.scratch
        scratch.removeAll()
        // Reused by every object: (start in the scratch buffer, or -1 for the largest value; length).
        var pieces = state.pieces
        state.pieces = []
        pieces.removeAll(keepingCapacity: true)
        defer { state.pieces = pieces }
        var largestTarget = 0
        func piece(_ write: () -> Void) {
            let pieceStart = scratch.count
            write()
            pieces.append((pieceStart, scratch.count - pieceStart))
        }
        piece { scratch.append(UInt8(ascii: "{")) }
        var finalLength = 1
        for (position, index) in kept.enumerated() {
            let member = members[index]
            piece {
                if position > 0 { scratch.append(UInt8(ascii: ",")) }
                if pretty {
                    scratch.append(UInt8(ascii: "\n"))
                    scratch.appendSpaces((depth + 1) * 2)
                }
                JSONStringEscaping.appendQuoted(member.key, to: scratch)
                pretty ? scratch.append(raw: " : ") : scratch.append(UInt8(ascii: ":"))
            }
            finalLength += pieces[pieces.count - 1].length
            if index == largest {
                largestTarget = start + finalLength
                pieces.append((-1, member.length))
            } else {
                piece {
                    scratch.append(UnsafeBufferPointer(rebasing: out.bytes[member.start..<member.end]))
                }
            }
            finalLength += member.length
        }
        piece {
            if pretty {
                scratch.append(UInt8(ascii: "\n"))
                scratch.appendSpaces(depth * 2)
            }
            scratch.append(UInt8(ascii: "}"))
        }
        finalLength += pieces[pieces.count - 1].length

        // Move the largest value to its place, then write the rest around it.
        out.resize(to: max(out.count, start + finalLength))
        out.move(from: members[largest].start, to: largestTarget, length: members[largest].length)
        var target = start
        for piece in pieces {
            if piece.scratchStart >= 0 {
                out.write(
                    UnsafeBufferPointer(
                        rebasing: scratch.bytes[piece.scratchStart..<piece.scratchStart + piece.length]),
                    at: target)
            }
            target += piece.length
        }
        out.resize(to: start + finalLength)
    }
}

/// An array: elements are written in place, each after its separator.
final class JSONUnkeyedNode: JSONContainerNode {
    private(set) var count = 0

    override init(state: JSONWriterState, depth: Int) {
        super.init(state: state, depth: depth)
        state.out.append(UInt8(ascii: "["))
    }

    /// Writes the separator of a new element; false when the array is already closed.
    func beginElement() -> Bool {
        guard prepareToWrite() else { return false }
        if count > 0 { state.out.append(UInt8(ascii: ",")) }
        state.appendNewline(depth: depth + 1)
        count += 1
        return true
    }

    override func finish() {
        if count == 0, state.prettyPrinted { state.out.append(UInt8(ascii: "\n")) }
        state.appendNewline(depth: depth)
        state.out.append(UInt8(ascii: "]"))
    }
}

/// `KeyedEncodingContainer` over a ``JSONKeyedNode``.
struct JSONKeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let node: JSONKeyedNode
    let encoder: StableJSONValueEncoder

    var codingPath: [any CodingKey] { encoder.codingPath }

    mutating func encodeNil(forKey key: Key) throws {
        node.member(key.stringValue) { node.state.out.append(raw: "null") }
    }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        try node.member(key.stringValue) {
            try node.state.encodeValue(value, depth: node.depth + 1, parent: encoder, key: key)
        }
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
        -> KeyedEncodingContainer<NestedKey>
    {
        _ = node.prepareToWrite()
        let child = JSONKeyedNode(state: node.state, depth: node.depth + 1)
        node.open(child, key: key.stringValue)
        return KeyedEncodingContainer(JSONKeyedContainer<NestedKey>(node: child, encoder: encoder))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        _ = node.prepareToWrite()
        let child = JSONUnkeyedNode(state: node.state, depth: node.depth + 1)
        node.open(child, key: key.stringValue)
        return JSONUnkeyedContainer(node: child, encoder: encoder)
    }

    mutating func superEncoder() -> any Encoder {
        node.state.unsupported = true
        return encoder
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        node.state.unsupported = true
        return encoder
    }
}

/// `UnkeyedEncodingContainer` over a ``JSONUnkeyedNode``.
struct JSONUnkeyedContainer: UnkeyedEncodingContainer {
    let node: JSONUnkeyedNode
    let encoder: StableJSONValueEncoder

    var codingPath: [any CodingKey] { encoder.codingPath }
    var count: Int { node.count }

    mutating func encodeNil() throws {
        guard node.beginElement() else { return }
        node.state.out.append(raw: "null")
    }

    mutating func encode<T: Encodable>(_ value: T) throws {
        guard node.beginElement() else { return }
        try node.state.encodeValue(
            value, depth: node.depth + 1, parent: encoder, key: JSONIndexKey(index: node.count - 1))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
        -> KeyedEncodingContainer<NestedKey>
    {
        _ = node.beginElement()
        let child = JSONKeyedNode(state: node.state, depth: node.depth + 1)
        node.open(child, key: nil)
        return KeyedEncodingContainer(JSONKeyedContainer<NestedKey>(node: child, encoder: encoder))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        _ = node.beginElement()
        let child = JSONUnkeyedNode(state: node.state, depth: node.depth + 1)
        node.open(child, key: nil)
        return JSONUnkeyedContainer(node: child, encoder: encoder)
    }

    mutating func superEncoder() -> any Encoder {
        node.state.unsupported = true
        return encoder
    }
}

/// `SingleValueEncodingContainer` writing at the value's own place.
struct JSONSingleValueContainer: SingleValueEncodingContainer {
    let encoder: StableJSONValueEncoder

    var codingPath: [any CodingKey] { encoder.codingPath }

    mutating func encodeNil() throws {
        encoder.encodeSingle { encoder.state.out.append(raw: "null") }
    }

    mutating func encode<T: Encodable>(_ value: T) throws {
        try encoder.encodeSingle {
            try encoder.state.encodeValue(value, depth: encoder.depth, parent: encoder, key: nil)
        }
    }
}

/// The coding key of an array element.
struct JSONIndexKey: CodingKey {
    let index: Int
    init(index: Int) { self.index = index }
    init?(stringValue: String) { nil }
    init?(intValue: Int) { self.index = intValue }
    var stringValue: String { "Index \(index)" }
    var intValue: Int? { index }
}
