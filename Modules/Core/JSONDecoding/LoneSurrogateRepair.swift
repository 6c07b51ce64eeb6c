import Foundation

/// Replaces each lone UTF-16 surrogate escape in a JSON body (`\uD800` without its pair, or a
/// stray `\uDC00`) with `\uFFFD`, the replacement character.
///
/// Foundation's parser rejects a whole document for one such escape, so a single bad string in
/// one element would fail the entire list; repaired, the element's own decoding decides (a date
/// with U+FFFD in it is not a date, so only that element is skipped). One linear pass; the body is
/// copied only when something was repaired.
package enum LoneSurrogateRepair {
    /// `body` with lone surrogate escapes replaced, or `body` itself when it has none.
    package static func repairing(_ body: Data) -> Data {
        let repaired: [UInt8]? = body.withUnsafeBytes { raw in
            guard let base = raw.baseAddress, raw.count > 0 else { return nil }
            return repairing(
                UnsafeBufferPointer(start: base.assumingMemoryBound(to: UInt8.self), count: raw.count))
        }
        return repaired.map { Data($0) } ?? body
    }

    /// The repaired bytes, or nil when `bytes` has no lone surrogate escape. The body is read in
    /// place (never copied unless something is repaired), jumping from one backslash to the next.
    private static func repairing(_ bytes: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
        let base = bytes.baseAddress.unsafelyUnwrapped
        var output: [UInt8] = []
        var repairedAny = false
        var copied = 0
        var index = 0
        while index < bytes.count {
            guard let found = memchr(base + index, 0x5C, bytes.count - index) else { break }
            index = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found))
            guard index + 1 < bytes.count else { break }
            guard bytes[index + 1] == UInt8(ascii: "u"), let unit = codeUnit(in: bytes, at: index) else {
                index += 2  // another escape (\\, \", \n...): its second byte is never an escape start
                continue
            }
            switch unit {
            case 0xD800...0xDBFF:
                if let low = codeUnit(in: bytes, at: index + 6), (0xDC00...0xDFFF).contains(low) {
                    index += 12
                    continue
                }
            case 0xDC00...0xDFFF:
                break
            default:
                index += 6
                continue
            }
            output.append(contentsOf: bytes[copied..<index])
            output.append(contentsOf: #"\uFFFD"#.utf8)
            repairedAny = true
            index += 6
            copied = index
        }
        guard repairedAny else { return nil }
        output.append(contentsOf: bytes[copied...])
        return output
    }

    /// The code unit of the `\uXXXX` escape starting at `index`, if one is there.
    private static func codeUnit(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> UInt16? {
        guard index + 6 <= bytes.count, bytes[index] == UInt8(ascii: "\\"),
            bytes[index + 1] == UInt8(ascii: "u")
        else { return nil }
        var unit: UInt16 = 0
        for offset in 2..<6 {
            guard let digit = hexDigit(bytes[index + offset]) else { return nil }
            unit = unit << 4 | digit
        }
        return unit
    }

    private static func hexDigit(_ byte: UInt8) -> UInt16? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt16(byte &- UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt16(byte &- UInt8(ascii: "a") &+ 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt16(byte &- UInt8(ascii: "A") &+ 10)
        default: nil
        }
    }
}
