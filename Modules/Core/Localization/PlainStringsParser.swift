import Foundation

/// Reads the `.strings` files Mosaic ships without Foundation's property-list parser: UTF-8 text of
/// `"key" = "value";` entries, with `/* */` and `//` comments and the escapes `\"`, `\\`, `\n`,
/// `\t` and `\r`. Each table is read when its module first shows a text (a first frame reads
/// three), and the property-list parser with its bridged dictionary cost about 2 ms of it.
///
/// Anything else the old-style property-list format allows (other escapes, unquoted strings, a
/// key without a value, a repeated key, a byte-order mark, UTF-16, braces) returns nil, and the
/// caller reads the table with `PropertyListSerialization` as before, so a table never reads
/// differently: `PlainStringsParserTests` compares both on every shipped table and on generated
/// ones.
enum PlainStringsParser {
    /// The table in `data`; nil when it uses anything beyond the plain form above.
    static func parse(_ data: Data) -> [String: String]? {
        data.withUnsafeBytes { raw in
            var reader = Reader(bytes: raw.bindMemory(to: UInt8.self))
            return reader.table()
        }
    }

    private struct Reader {
        let bytes: UnsafeBufferPointer<UInt8>
        var position = 0

        init(bytes: UnsafeBufferPointer<UInt8>) {
            self.bytes = bytes
        }

        mutating func table() -> [String: String]? {
            // UTF-16 (with or without a byte-order mark) and a UTF-8 byte-order mark: the other parser.
            if bytes.contains(0) || bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return nil }
            var table: [String: String] = [:]
            while true {
                guard skipSpaceAndComments() else { return nil }
                if position == bytes.count { return table }
                guard let key = quoted(), skipSpaceAndComments(), take(UInt8(ascii: "=")),
                    skipSpaceAndComments(), let value = quoted(), skipSpaceAndComments(),
                    take(UInt8(ascii: ";"))
                else { return nil }
                // A repeated key: which one wins is the other parser's to say.
                guard table.updateValue(value, forKey: key) == nil else { return nil }
            }
        }

        /// Consumes `byte` if it is next.
        mutating func take(_ byte: UInt8) -> Bool {
            guard position < bytes.count, bytes[position] == byte else { return false }
            position += 1
            return true
        }

        /// Skips white space and comments; false for a comment that does not end.
        mutating func skipSpaceAndComments() -> Bool {
            while position < bytes.count {
                switch bytes[position] {
                case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                    position += 1
                case UInt8(ascii: "/")
                where position + 1 < bytes.count && bytes[position + 1] == UInt8(ascii: "*"):
                    guard let end = find([UInt8(ascii: "*"), UInt8(ascii: "/")], from: position + 2) else {
                        return false
                    }
                    position = end + 2
                case UInt8(ascii: "/")
                where position + 1 < bytes.count && bytes[position + 1] == UInt8(ascii: "/"):
                    position = find([UInt8(ascii: "\n")], from: position + 2).map { $0 + 1 } ?? bytes.count
                default:
                    return true
                }
            }
            return true
        }

        /// Where `pattern` next starts at or after `start`.
        func find(_ pattern: [UInt8], from start: Int) -> Int? {
            var index = start
            while index + pattern.count <= bytes.count {
                if pattern.indices.allSatisfy({ bytes[index + $0] == pattern[$0] }) { return index }
                index += 1
            }
            return nil
        }

        /// A `"…"` string with its escapes resolved; nil for anything else.
        mutating func quoted() -> String? {
            guard take(UInt8(ascii: "\"")) else { return nil }
            var text: [UInt8] = []
            while position < bytes.count {
                let byte = bytes[position]
                position += 1
                switch byte {
                case UInt8(ascii: "\""):
                    return String(validating: text, as: UTF8.self)
                case UInt8(ascii: "\\"):
                    guard position < bytes.count else { return nil }
                    let escaped = bytes[position]
                    position += 1
                    switch escaped {
                    case UInt8(ascii: "\""), UInt8(ascii: "\\"): text.append(escaped)
                    case UInt8(ascii: "n"): text.append(UInt8(ascii: "\n"))
                    case UInt8(ascii: "t"): text.append(UInt8(ascii: "\t"))
                    case UInt8(ascii: "r"): text.append(UInt8(ascii: "\r"))
                    default: return nil
                    }
                default:
                    text.append(byte)
                }
            }
            return nil
        }
    }
}
