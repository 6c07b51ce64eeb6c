import Foundation

extension MosaicMain {
    /// `message` with every quoted value ('…' or "…") longer than 200 characters cut to 200 and
    /// `…`: ArgumentParser and validation messages quote what was typed, which may be megabytes.
    public static func boundingQuotes(_ message: String, limit: Int = 200) -> String {
        guard message.count > limit else { return message }
        var result = ""
        var quote: Character?
        var quotedLength = 0
        for character in message {
            if let open = quote {
                if character == open {
                    quote = nil
                    result.append(character)
                } else {
                    quotedLength += 1
                    if quotedLength <= limit {
                        result.append(character)
                    } else if quotedLength == limit + 1 {
                        result.append("…")
                    }
                }
            } else {
                // A quote opens only after a space, a bracket or the start ("feature's" is a word).
                let opens = result.last.map { $0.isWhitespace || "([{:=".contains($0) } ?? true
                if opens, character == "'" || character == "\"" {
                    quote = character
                    quotedLength = 0
                }
                result.append(character)
            }
        }
        return result
    }
}
