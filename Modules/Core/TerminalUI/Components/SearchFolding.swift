import Foundation

/// Text made comparable for search-as-you-type: lowercased, accents dropped, and the letters
/// that have no accent to drop written the way people type them without a keyboard layout
/// ("Łódź" → "lodz", "Müller" → "muller", "Straße" → "strasse").
///
/// ASCII text takes a fast path that allocates once and never calls Foundation, so filtering
/// 100,000 names per keystroke stays cheap.
public enum SearchFolding {
    /// `text` folded: compare folded texts byte for byte (see ``contains(_:_:)``).
    public static func fold(_ text: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        var isASCII = true
        for byte in text.utf8 {
            guard byte < 0x80 else {
                isASCII = false
                break
            }
            bytes.append(lowercased(byte))
        }
        if isASCII { return String(decoding: bytes, as: UTF8.self) }
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            if scalar.isASCII {
                result.unicodeScalars.append(Unicode.Scalar(lowercased(UInt8(scalar.value))))
            } else if let replacement = replacements[scalar] {
                result += replacement
            } else {
                result += foldedScalar(scalar)
            }
        }
        return result
    }

    /// Appends `text` folded to `bytes` (ASCII without a `String` in between).
    static func append(folded text: String, to bytes: inout [UInt8]) {
        let start = bytes.count
        for byte in text.utf8 {
            guard byte < 0x80 else {
                bytes.removeSubrange(start...)
                bytes += fold(text).utf8
                return
            }
            bytes.append(lowercased(byte))
        }
    }

    /// Whether folded text `haystack` contains folded text `needle` (an empty needle is contained
    /// in anything).
    public static func contains(_ haystack: String, _ needle: String) -> Bool {
        guard !needle.isEmpty else { return true }
        var haystack = haystack
        var needle = needle
        return haystack.withUTF8 { hay in
            needle.withUTF8 { pin in
                guard pin.count <= hay.count else { return false }
                let first = pin[0]
                var start = 0
                let last = hay.count - pin.count
                while start <= last {
                    if hay[start] == first {
                        var index = 1
                        while index < pin.count, hay[start + index] == pin[index] { index += 1 }
                        if index == pin.count { return true }
                    }
                    start += 1
                }
                return false
            }
        }
    }

    private static func lowercased(_ byte: UInt8) -> UInt8 {
        (0x41...0x5A).contains(byte) ? byte + 0x20 : byte
    }

    /// One non-ASCII scalar without its accents, lowercased (Foundation's folding, which leaves
    /// letters such as "ł" alone: those are in ``replacements``).
    private static func foldedScalar(_ scalar: Unicode.Scalar) -> String {
        let folded = String(Character(scalar)).folding(
            options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
        var result = ""
        for part in folded.unicodeScalars where part.properties.generalCategory != .nonspacingMark {
            if let replacement = replacements[part] {
                result += replacement
            } else {
                result += part.properties.lowercaseMapping
            }
        }
        return result
    }

    /// Letters that carry no separable accent, spelled as people type them on a plain keyboard.
    private static let replacements: [Unicode.Scalar: String] = [
        "Ł": "l", "ł": "l", "Đ": "d", "đ": "d", "Ø": "o", "ø": "o", "ß": "ss", "ẞ": "ss",
        "Æ": "ae", "æ": "ae", "Œ": "oe", "œ": "oe", "ı": "i", "Ħ": "h", "ħ": "h", "Þ": "th",
        "þ": "th", "Ŀ": "l", "ŀ": "l",
    ]
}
