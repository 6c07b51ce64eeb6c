/// Measures and fits text in terminal cells.
///
/// Width is computed per grapheme cluster (what the user sees as one character): combining
/// marks and other zero-width scalars take no cell, East Asian wide and fullwidth characters
/// take two, emoji take two (including skin tones, ZWJ sequences, flags and VS16 sequences),
/// everything else takes one.
public enum TextWidth {
    /// The ellipsis that marks truncated text.
    public static let ellipsis: Character = "…"

    /// The width of `text` in terminal cells.
    public static func of(_ text: some StringProtocol) -> Int {
        // ASCII (most names, dates and amounts) is one cell per printable byte and none per
        // control byte, as the per-character rules below give it, without their Unicode lookups.
        var printable = 0
        for byte in text.utf8 {
            guard byte < 0x80 else { return text.reduce(0) { $0 + of($1) } }
            if byte >= 0x20, byte != 0x7F { printable += 1 }
        }
        return printable
    }

    /// The width of one grapheme cluster in terminal cells (0, 1 or 2).
    public static func of(_ character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        if scalars.count > 1 {
            // VS15 asks for text presentation, VS16 for emoji presentation.
            if scalars.contains("\u{FE0E}") { return min(scalarWidth(first), 1) }
            if scalars.contains("\u{FE0F}"), first.properties.isEmoji { return 2 }
            if scalars.contains("\u{200D}"), first.properties.isEmoji { return 2 }
        }
        if first.properties.isEmojiPresentation { return 2 }
        return scalarWidth(first)
    }

    /// `text` cut to at most `width` cells, ending in "…" when anything was cut.
    public static func truncate(_ text: String, toWidth width: Int) -> String {
        guard of(text) > width else { return text }
        return truncateWithEllipsis(text, toWidth: width)
    }

    /// `text` cut to fit `width - 1` cells followed by "…", whether or not it would fit.
    static func truncateWithEllipsis(_ text: String, toWidth width: Int) -> String {
        guard width > 0 else { return "" }
        return prefix(text, fittingWidth: width - 1) + String(ellipsis)
    }

    /// The longest prefix of `text` that fits in `width` cells.
    static func prefix(_ text: String, fittingWidth width: Int) -> String {
        var result = ""
        var used = 0
        for character in text {
            let cells = of(character)
            if used + cells > width { break }
            result.append(character)
            used += cells
        }
        return result
    }

    /// `text` padded with spaces to exactly `width` cells (truncated first if it is wider).
    public static func pad(_ text: String, toWidth width: Int, alignment: Alignment = .leading)
        -> String
    {
        let fitted = truncate(text, toWidth: width)
        let (leading, trailing) = alignment.split(max(0, width - of(fitted)))
        return String(repeating: " ", count: leading) + fitted + String(repeating: " ", count: trailing)
    }

    private static func scalarWidth(_ scalar: Unicode.Scalar) -> Int {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .control, .lineSeparator, .paragraphSeparator:
            return 0
        case .format:
            // The soft hyphen is the one format character terminals draw.
            return scalar.value == 0xAD ? 1 : 0
        default:
            break
        }
        // Hangul medial vowels and final consonants combine with the preceding syllable.
        if (0x1160...0x11FF).contains(scalar.value) { return 0 }
        return isWide(scalar.value) ? 2 : 1
    }

    /// East Asian Wide (W) and Fullwidth (F) ranges.
    private static func isWide(_ value: UInt32) -> Bool {
        wideRanges.contains { $0.contains(value) }
    }

    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF,
        0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF,
        0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1B000...0x1B2FF,
        0x1F200...0x1F2FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD,
    ]
}
