import Foundation

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
            self = .string(
                JSONStringUnescaping.text(scanner.contents(ofString: member), hasEscapes: hasEscapes))
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
        let member: JSONListScanner.Member
        switch self.member(key) {
        case .absent: return .absent
        case .ambiguous: return .ambiguous
        case .found(let found): member = found
        }
        guard case .string(let hasEscapes) = member.kind else { return .absent }
        let bytes = scanner.contents(ofString: member)
        if !hasEscapes, let date = ISO8601DateParser.parse(bytes: bytes) { return .date(date) }
        return .text(JSONStringUnescaping.text(bytes, hasEscapes: hasEscapes))
    }
}

/// A member read for its bytes when it is a plain string (``JSONObjectView/plainString(_:)``).
public enum JSONPlainStringView {
    /// A string without escapes: its UTF-8 bytes between the quotes, inside the document (use them
    /// only while reading the element, as every ``JSONObjectView`` is used).
    case bytes(UnsafeBufferPointer<UInt8>)
    /// Anything else, as ``JSONObjectView/value(_:)`` reads it (an escaped string decoded there).
    case other(JSONValueView)
}

extension JSONObjectView {
    /// The value of `key` as bytes when it is a string without escapes, so a reader can match a
    /// known word (a status, a type) without making a `String` for it; else as ``value(_:)``.
    public func plainString(_ key: String) -> JSONPlainStringView {
        guard case .found(let member) = member(key), case .string(let hasEscapes) = member.kind, !hasEscapes
        else { return .other(value(key)) }
        return .bytes(scanner.contents(ofString: member))
    }
}
