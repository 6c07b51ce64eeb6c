import Foundation

/// A DTO that can read itself straight from one JSON object's members: ``TolerantList``'s fast path
/// (``TolerantList/decoding(_:at:)``), several times quicker than `JSONDecoder` on long lists.
///
/// Return nil whenever anything is not exactly what the plain case expects (a required field
/// missing or of another type, a number that is not a plain integer): that one element is then
/// decoded by `JSONDecoder` like every element used to be, which also says why it was skipped.
/// So the fast path never changes what is decoded, only how fast.
public protocol JSONObjectReadable: Decodable {
    /// The element read from `object`, or nil to let `JSONDecoder` decode it.
    init?(reading object: JSONObjectView)
}

/// The members of one object element, read by ``JSONObjectReadable`` types.
public struct JSONObjectView {
    let scanner: JSONListScanner
    let members: [JSONListScanner.Member]

    /// The object at `key`, or nil when the value is anything else (or the key is repeated).
    public func object(_ key: String) -> JSONObjectView? {
        guard case .nested = value(key),
            let member = members.first(where: { scanner.equals($0.key, key) }), member.kind == .object,
            let nested = JSONListScanner.members(ofObjectAt: member.value, in: scanner.bytes)
        else { return nil }
        return JSONObjectView(scanner: scanner, members: nested)
    }

    /// The value of `key`: `.absent` when the object has no such key, `.ambiguous` when it has it
    /// more than once (the element then needs `JSONDecoder`), else the value.
    public func value(_ key: String) -> JSONValueView {
        var found: JSONValueView = .absent
        for member in members where scanner.equals(member.key, key) || member.keyHasEscapes {
            // An escaped key might spell `key` too: let JSONDecoder decide.
            if member.keyHasEscapes { return .ambiguous }
            if case .absent = found {
                found = JSONValueView(member, in: scanner)
            } else {
                return .ambiguous
            }
        }
        return found
    }
}

/// A member read as a timestamp (``JSONObjectView/date(_:)``).
public enum JSONDateView {
    /// Absent, null or not a string.
    case absent
    /// The key appears more than once (or escaped): the element needs `JSONDecoder`.
    case ambiguous
    /// A string ``ISO8601DateParser`` reads, parsed from the document's bytes.
    case date(Date)
    /// Any other string, as text (nil when it cannot be read here: a lone surrogate escape).
    case text(String?)
}

extension JSONObjectView {
    /// The value of `key` read as a timestamp: a plain string is parsed from its bytes where it
    /// lies, so no `String` is made for a date (three per parcel, a tenth of decoding them).
    public func date(_ key: String) -> JSONDateView {
        var found: JSONListScanner.Member?
        for member in members where scanner.equals(member.key, key) || member.keyHasEscapes {
            // An escaped key might spell `key` too, and a repeated key is JSONDecoder's call.
            if member.keyHasEscapes || found != nil { return .ambiguous }
            found = member
        }
        guard let member = found, case .string(let hasEscapes) = member.kind else { return .absent }
        // The range includes the quotes.
        let bytes = UnsafeBufferPointer(
            rebasing: scanner.bytes[member.value.lowerBound + 1..<member.value.upperBound - 1])
        if !hasEscapes, let date = ISO8601DateParser.parse(bytes: bytes) { return .date(date) }
        return .text(hasEscapes ? JSONStringUnescaping.string(bytes) : String(decoding: bytes, as: UTF8.self))
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

/// One member's value in a ``JSONObjectView``.
public enum JSONValueView {
    case absent, ambiguous, null
    /// A string, already unescaped; nil when it cannot be read here (a lone surrogate escape).
    case string(String?)
    /// A number, read once from its bytes (see ``JSONNumberView``).
    case number(JSONNumberView)
    case bool(Bool)
    /// An object or array (not read by the fast path).
    case nested

    init(_ member: JSONListScanner.Member, in scanner: JSONListScanner) {
        switch member.kind {
        case .null: self = .null
        case .literalTrue: self = .bool(true)
        case .literalFalse: self = .bool(false)
        case .object, .array: self = .nested
        case .number:
            self = .number(JSONNumberView(UnsafeBufferPointer(rebasing: scanner.bytes[member.value])))
        case .string(let hasEscapes):
            // The range includes the quotes.
            let contents = member.value.lowerBound + 1..<member.value.upperBound - 1
            let bytes = UnsafeBufferPointer(rebasing: scanner.bytes[contents])
            self = .string(
                hasEscapes ? JSONStringUnescaping.string(bytes) : String(decoding: bytes, as: UTF8.self))
        }
    }

    /// The string, or nil for anything else (absent, null, another type).
    public var string: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    /// The value as `Decimal` when it is a plain integer of at most 18 digits (the exact value
    /// `JSONDecoder` reads too), else nil.
    public var smallIntegerDecimal: Decimal? {
        guard case .number(let number) = self, let int = number.integer, number.length <= 19 else {
            return nil
        }
        return Decimal(int)
    }

    /// The value as `Int` when it is a plain integer in range (`-?[0-9]+`), else nil.
    public var int: Int? {
        guard case .number(let number) = self else { return nil }
        return number.integer
    }
}

/// A number member as the fast path needs it, read straight from its bytes (no `String` is made
/// unless ``text`` is asked for: making one per number was a tenth of decoding the hiring list).
///
/// It points into the document being read: use it only inside `init?(reading:)`, as every
/// ``JSONObjectView`` is used.
public struct JSONNumberView {
    /// The value when the text is a plain integer (`-?[0-9]+`) that fits in `Int`, else nil: what
    /// `Int(text)` answers for such text.
    public let integer: Int?
    /// The number's bytes as written, inside the document.
    private let bytes: UnsafeBufferPointer<UInt8>

    /// Reads the number written as `bytes` (which must outlive the view).
    public init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        integer = Self.integer(bytes)
    }

    /// How many bytes the number's text has.
    public var length: Int { bytes.count }

    /// The number as written, e.g. `12.50` or `1e3`.
    public var text: String { String(decoding: bytes, as: UTF8.self) }

    /// `bytes` as an `Int` when they are `-?[0-9]+` and in range. Accumulates toward the sign, so
    /// `Int.min` is read too.
    static func integer(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var index = 0
        let negative = bytes.first == UInt8(ascii: "-")
        if negative { index = 1 }
        guard index < bytes.count else { return nil }
        var value = 0
        while index < bytes.count {
            let digit = bytes[index] &- UInt8(ascii: "0")
            guard digit < 10 else { return nil }
            let (shifted, overflow) = value.multipliedReportingOverflow(by: 10)
            let (next, carry) =
                negative
                ? shifted.subtractingReportingOverflow(Int(digit))
                : shifted.addingReportingOverflow(Int(digit))
            guard !overflow, !carry else { return nil }
            value = next
            index += 1
        }
        return value
    }
}

/// Decodes the escapes of a JSON string whose syntax the scanner already checked.
enum JSONStringUnescaping {
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
    /// with the fast path; nil when the document is not one this path reads (then decode it with
    /// `JSONDecoder`, which also reports why it is unreadable). Elements the fast path declines are
    /// decoded one by one by `decoder`; those that fail are skipped with `JSONDecoder`'s reason, as
    /// ``init(from:)`` does.
    public static func decoding(_ data: Data, at key: String? = nil, decoder: JSONDecoder) -> TolerantList? {
        scanning(data, at: key, decoder: decoder) { Element(reading: $0) }
    }
}

extension TolerantList {
    /// The list at the top of `data` (or at member `key` of its top-level object), each element
    /// decoded alone by `decoder`: for element types without a fast reader, so that one element
    /// nested too deep for Foundation's parser costs only itself. Nil as for ``decoding(_:at:decoder:)``.
    public static func decodingEachElement(_ data: Data, at key: String? = nil, decoder: JSONDecoder)
        -> TolerantList?
    {
        scanning(data, at: key, decoder: decoder) { _ in nil }
    }

    /// The shared loop: `read` reads an object element from its members (nil: decode it).
    static func scanning(
        _ data: Data, at key: String?, decoder: JSONDecoder, read: (JSONObjectView) -> Element?
    ) -> TolerantList? {
        data.withUnsafeBytes { raw -> TolerantList? in
            let bytes = raw.bindMemory(to: UInt8.self)
            // Let JSONDecoder handle anything that is not plain UTF-8 (it detects other encodings).
            guard let first = bytes.first, first < 0x80 else { return nil }
            var scanner = JSONListScanner(bytes)
            var elements: [Element] = []
            var skipped: [SkippedElement] = []
            var members: [JSONListScanner.Member] = []
            do {
                guard try scanner.enterList(at: key) else { return nil }
                var position = 0
                while let element = try scanner.nextElement(members: &members) {
                    defer { position += 1 }
                    // A value nested deeper than the scanner follows: the DTO may still read the
                    // element (the deep value is a member it ignores); else it is skipped, never
                    // the whole list (JSONDecoder rejects a document nested deeper than 512).
                    if scanner.elementTooDeep {
                        if element.kind == .object,
                            let members = JSONListScanner.members(ofObjectAt: element.range, in: bytes),
                            let read = read(JSONObjectView(scanner: scanner, members: members))
                        {
                            elements.append(read)
                        } else {
                            skipped.append(
                                SkippedElement(
                                    index: position,
                                    reason: "nested deeper than \(JSONListScanner.maximumDepth) levels"))
                        }
                        continue
                    }
                    if element.kind == .object,
                        let read = read(JSONObjectView(scanner: scanner, members: members))
                    {
                        elements.append(read)
                        continue
                    }
                    let elementData = Data(UnsafeBufferPointer(rebasing: bytes[element.range]))
                    do {
                        elements.append(try decoder.decode(Element.self, from: elementData))
                    } catch let error as DecodingError {
                        // Alone, an element JSONDecoder cannot read at its root (a number too large for
                        // its type) fails without the reason it gives in place: decode the whole document.
                        if case .dataCorrupted(let context) = error, context.codingPath.isEmpty {
                            throw JSONListScanner.Invalid()
                        }
                        let path = error.keyPath
                        skipped.append(
                            SkippedElement(
                                index: position,
                                reason: path.isEmpty ? error.reason : "\(error.reason) at \(path)"))
                    } catch {
                        skipped.append(SkippedElement(index: position, reason: String(describing: error)))
                    }
                }
                try scanner.finishList(at: key)
            } catch {
                return nil
            }
            return TolerantList(elements: elements, skipped: skipped)
        }
    }
}
