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
        // Most bodies have no escape at all: nothing to copy.
        let hasBackslash = body.withUnsafeBytes { raw in
            raw.baseAddress.map { memchr($0, 0x5C, raw.count) != nil } ?? false
        }
        guard hasBackslash else { return body }
        let bytes = [UInt8](body)
        var output: [UInt8] = []
        var repairedAny = false
        var copied = 0
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "\\"), index + 1 < bytes.count else {
                index += 1
                continue
            }
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
        guard repairedAny else { return body }
        output.append(contentsOf: bytes[copied...])
        return Data(output)
    }

    /// The code unit of the `\uXXXX` escape starting at `index`, if one is there.
    private static func codeUnit(in bytes: [UInt8], at index: Int) -> UInt16? {
        guard index + 6 <= bytes.count, bytes[index] == UInt8(ascii: "\\"),
            bytes[index + 1] == UInt8(ascii: "u")
        else { return nil }
        return UInt16(String(decoding: bytes[(index + 2)..<(index + 6)], as: UTF8.self), radix: 16)
    }
}
