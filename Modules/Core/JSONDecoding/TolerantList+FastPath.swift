import Foundation

/// A DTO that can read itself straight from one JSON object's members: ``TolerantList``'s fast path
/// (``TolerantList/decoding(_:at:)``), several times quicker than `JSONDecoder` on long lists.
///
/// Return nil whenever anything is not exactly what the plain case expects (a required field
/// missing or of another type, a number that is not a plain integer): that one element is then
/// decoded by `JSONDecoder` like every element used to be, which also says why it was skipped.
/// So the fast path never changes what is decoded, only how fast. Sendable, so a large list is read
/// in two halves on two cores.
public protocol JSONObjectReadable: Decodable, Sendable {
    /// The element read from `object`, or nil to let `JSONDecoder` decode it.
    init?(reading object: JSONObjectView)
}

/// The members of one object element, read by ``JSONObjectReadable`` types.
public struct JSONObjectView {
    let scanner: JSONListScanner
    let members: [JSONListScanner.Member]

    /// The object at `key`, or nil when the value is anything else (or the key is repeated).
    public func object(_ key: String) -> JSONObjectView? {
        guard case .found(let member) = member(key), member.kind == .object,
            let nested = JSONListScanner.members(ofObjectAt: member.value, in: scanner.bytes)
        else { return nil }
        return JSONObjectView(scanner: scanner, members: nested)
    }

    /// The value of `key`: `.absent` when the object has no such key, `.ambiguous` when it has it
    /// more than once (the element then needs `JSONDecoder`), else the value.
    public func value(_ key: String) -> JSONValueView {
        switch member(key) {
        case .absent: .absent
        case .ambiguous: .ambiguous
        case .found(let member): JSONValueView(member, in: scanner)
        }
    }

    /// Where `key` is among the members, as every reader of a member looks it up.
    enum Lookup {
        case absent, ambiguous
        case found(JSONListScanner.Member)
    }

    /// The member named `key`: `.ambiguous` when it is there more than once, or when any key has
    /// escapes (an escaped key might spell `key` too: JSONDecoder decides).
    func member(_ key: String) -> Lookup {
        var found: JSONListScanner.Member?
        for member in members where scanner.equals(member.key, key) || member.keyHasEscapes {
            if member.keyHasEscapes || found != nil { return .ambiguous }
            found = member
        }
        return found.map(Lookup.found) ?? .absent
    }
}

extension JSONListScanner {
    /// A string member's bytes between its quotes (escapes not decoded).
    func contents(ofString member: Member) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: bytes[member.value.lowerBound + 1..<member.value.upperBound - 1])
    }
}

extension JSONObjectView {
    /// `body`'s reading of the top-level object of `data`, or nil when `data` is not plain UTF-8
    /// JSON starting with an object (then decode it with `JSONDecoder`). Members are found
    /// without recursion, so a member nested deeper than Foundation's parser allows does not stop
    /// the others from being read.
    public static func readingTopLevel<Result>(_ data: Data, _ body: (JSONObjectView) -> Result) -> Result? {
        data.withUnsafeBytes { raw -> Result? in
            let bytes = raw.bindMemory(to: UInt8.self)
            var start = 0
            while start < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[start]) { start += 1 }
            guard start < bytes.count, bytes[start] == UInt8(ascii: "{"),
                let members = JSONListScanner.members(ofObjectAt: start..<bytes.count, in: bytes)
            else { return nil }
            return body(JSONObjectView(scanner: JSONListScanner(bytes), members: members))
        }
    }
}

/// Decodes the escapes of a JSON string whose syntax the scanner already checked.
enum JSONStringUnescaping {
    /// A string's text from the bytes between its quotes: decoded when it has escapes (nil for a
    /// lone surrogate escape), else as it is.
    static func text(_ bytes: UnsafeBufferPointer<UInt8>, hasEscapes: Bool) -> String? {
        hasEscapes ? string(bytes) : String(decoding: bytes, as: UTF8.self)
    }

    static func string(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            guard byte == UInt8(ascii: "\\") else {
                output.append(byte)
                index += 1
                continue
            }
            let escape = bytes[index + 1]
            index += 2
            switch escape {
            case UInt8(ascii: "b"): output.append(0x08)
            case UInt8(ascii: "f"): output.append(0x0C)
            case UInt8(ascii: "n"): output.append(0x0A)
            case UInt8(ascii: "r"): output.append(0x0D)
            case UInt8(ascii: "t"): output.append(0x09)
            case UInt8(ascii: "u"):
                var scalar = unit(bytes, at: index)
                index += 4
                if (0xD800...0xDBFF).contains(scalar) {
                    // A high surrogate must be followed by an escaped low one.
                    guard index + 6 <= bytes.count, bytes[index] == UInt8(ascii: "\\"),
                        bytes[index + 1] == UInt8(ascii: "u")
                    else { return nil }
                    let low = unit(bytes, at: index + 2)
                    guard (0xDC00...0xDFFF).contains(low) else { return nil }
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    index += 6
                }
                guard let character = Unicode.Scalar(scalar) else { return nil }
                output.append(contentsOf: String(Character(character)).utf8)
            default: output.append(escape)  // \" \\ \/
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    private static func unit(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> UInt32 {
        (0..<4).reduce(0) { $0 << 4 | (JSONListScanner.hexValue(bytes[index + $1]) ?? 0) }
    }
}

extension TolerantList where Element: JSONObjectReadable {
    /// The list at the top of `data` (`key` nil) or at member `key` of its top-level object, read
    /// with the fast path (a large list in two halves side by side,
    /// ``ElementScan/runInHalves(_:at:read:decode:)``); nil when the document is not one this path
    /// reads (then decode it with `JSONDecoder`, which also reports why it is unreadable). Elements
    /// the fast path declines are decoded one by one by `decoder`; those that fail are skipped with
    /// `JSONDecoder`'s reason, as ``init(from:)`` does.
    public static func decoding(_ data: Data, at key: String? = nil, decoder: JSONDecoder) -> TolerantList? {
        ElementScan.runInHalves(data, at: key, read: { Element(reading: $0) }) {
            try decoder.decode(Element.self, from: $0)
        }
        .map { TolerantList(elements: $0.elements, skipped: $0.skipped) }
    }
}

extension TolerantList {
    /// The list at the top of `data` (or at member `key` of its top-level object), each element
    /// decoded alone by `decoder`: for element types without a fast reader, so that one element
    /// nested too deep for Foundation's parser costs only itself. Nil as for ``decoding(_:at:decoder:)``.
    public static func decodingEachElement(_ data: Data, at key: String? = nil, decoder: JSONDecoder)
        -> TolerantList?
    {
        ElementScan.run(data, at: key, read: { _ in nil }) { try decoder.decode(Element.self, from: $0) }
            .map { TolerantList(elements: $0.elements, skipped: $0.skipped) }
    }
}
