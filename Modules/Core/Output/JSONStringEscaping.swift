/// How ``OutputFormat`` writes a JSON string: what Foundation's `JSONEncoder` escapes (`"`, `\`,
/// C0 as `\b \f \n \r \t` or `\u00XX`; slashes kept), plus every DEL, C1 control, bidi control and
/// U+2028/U+2029 as `\uXXXX`, so a printed document cannot act on a terminal or reorder text.
/// Works on UTF-8 bytes; text with nothing to escape is copied in one go.
enum JSONStringEscaping {
    /// Appends `string` quoted and escaped.
    static func appendQuoted(_ string: String, to buffer: JSONByteBuffer) {
        var string = string
        string.withUTF8 { appendQuoted(utf8: $0, to: buffer) }
    }

    /// Appends the UTF-8 text `utf8` quoted and escaped.
    static func appendQuoted(utf8: UnsafeBufferPointer<UInt8>, to buffer: JSONByteBuffer) {
        buffer.reserve(utf8.count + 2)
        buffer.append(UInt8(ascii: "\""))
        var runStart = 0
        var index = 0
        let count = utf8.count
        while index < count {
            // Eight bytes at a time while none of them may need escaping (ASCII text mostly).
            if index + 8 <= count, isASCIIWithoutEscapes(utf8, at: index) {
                index += 8
                continue
            }
            let byte = utf8[index]
            // Only these bytes can start something to escape; everything else is copied in runs.
            guard
                byte < 0x20 || byte == 0x22 || byte == 0x5C || byte == 0x7F || byte == 0xC2 || byte == 0xD8
                    || byte == 0xE2
            else {
                index += 1
                continue
            }
            let (length, scalar) = escapedScalar(utf8, at: index)
            guard length > 0 else {
                index += 1
                continue
            }
            buffer.append(UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
            appendEscape(scalar, to: buffer)
            index += length
            runStart = index
        }
        buffer.append(UnsafeBufferPointer(rebasing: utf8[runStart..<count]))
        buffer.append(UInt8(ascii: "\""))
    }

    /// Whether the eight bytes at `index` are ASCII with no control character, DEL, `"` or `\\`:
    /// the "has a zero byte" bit trick, `(v - 0x01…) & ~v & 0x80…`, for each, on one word.
    @inline(__always)
    private static func isASCIIWithoutEscapes(_ utf8: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        let word = UnsafeRawPointer(utf8.baseAddress.unsafelyUnwrapped + index).loadUnaligned(as: UInt64.self)
        let ones: UInt64 = 0x0101_0101_0101_0101
        @inline(__always) func zeroBytes(_ value: UInt64) -> UInt64 { (value &- ones) & ~value }
        let found =
            zeroBytes(word ^ (ones &* 0x22)) | zeroBytes(word ^ (ones &* 0x5C))
            | zeroBytes(word ^ (ones &* 0x7F))
            | (word &- ones &* 0x20) & ~word | word
        return found & 0x8080_8080_8080_8080 == 0
    }

    /// The length in bytes and the scalar value of the character at `index` when it must be
    /// escaped; length 0 when it is written as is.
    @inline(__always)
    private static func escapedScalar(_ utf8: UnsafeBufferPointer<UInt8>, at index: Int) -> (Int, UInt32) {
        let byte = utf8[index]
        switch byte {
        case 0x00..<0x20, 0x22, 0x5C, 0x7F:
            return (1, UInt32(byte))
        case 0xC2:
            // U+0080–U+009F: C1 controls.
            guard index + 1 < utf8.count, (0x80...0x9F).contains(utf8[index + 1]) else { return (0, 0) }
            return (2, UInt32(utf8[index + 1]))
        case 0xD8:
            // U+061C ARABIC LETTER MARK.
            guard index + 1 < utf8.count, utf8[index + 1] == 0x9C else { return (0, 0) }
            return (2, 0x061C)
        case 0xE2:
            guard index + 2 < utf8.count else { return (0, 0) }
            let second = utf8[index + 1]
            let third = utf8[index + 2]
            // U+200E, U+200F, U+2028–U+202E (E2 80 xx) and U+2066–U+2069 (E2 81 xx).
            if second == 0x80, third == 0x8E || third == 0x8F || (0xA8...0xAE).contains(third) {
                return (3, 0x2000 + UInt32(third - 0x80))
            }
            if second == 0x81, (0xA6...0xA9).contains(third) {
                return (3, 0x2040 + UInt32(third - 0x80))
            }
            return (0, 0)
        default:
            return (0, 0)
        }
    }

    private static func appendEscape(_ scalar: UInt32, to buffer: JSONByteBuffer) {
        switch scalar {
        case 0x22: buffer.append(raw: "\\\"")
        case 0x5C: buffer.append(raw: "\\\\")
        case 0x08: buffer.append(raw: "\\b")
        case 0x0C: buffer.append(raw: "\\f")
        case 0x0A: buffer.append(raw: "\\n")
        case 0x0D: buffer.append(raw: "\\r")
        case 0x09: buffer.append(raw: "\\t")
        default:
            let hex: [UInt8] = Array("0123456789abcdef".utf8)
            buffer.append(raw: "\\u")
            for shift in stride(from: 12, through: 0, by: -4) {
                buffer.append(hex[Int((scalar >> UInt32(shift)) & 0xF)])
            }
        }
    }
}
