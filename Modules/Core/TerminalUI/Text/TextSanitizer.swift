/// Makes untrusted text safe to draw: nothing in it can move the cursor, change the terminal's
/// state or reorder what the user sees.
///
/// - Escape sequences (CSI, OSC, DCS, SOS, PM, APC, and two-byte ESC sequences), in both their
///   7-bit (ESC-prefixed) and 8-bit (C1) forms, are removed whole, including their parameters and
///   payload; an unterminated string sequence swallows the rest of the text.
/// - Line breaks (LF, CR, VT, FF, NEL, U+2028, U+2029) and tabs become one space each (CR LF
///   counts as one break); every other C0 control, DEL and C1 control is removed.
/// - Bidirectional overrides, embeddings, isolates and marks are removed.
public enum TextSanitizer {
    /// Returns `text` with control characters, escape sequences and bidi controls neutralized.
    public static func sanitize(_ text: String) -> String {
        guard needsSanitizing(text) else { return text }
        var output = String.UnicodeScalarView()
        var scalars = Array(text.unicodeScalars)[...]
        while let scalar = scalars.popFirst() {
            switch scalar.value {
            case 0x1B:
                skipEscapeSequence(in: &scalars)
            case 0x9B:
                skipControlSequence(in: &scalars)
            case 0x90, 0x98, 0x9D, 0x9E, 0x9F:
                skipControlString(in: &scalars)
            case 0x0D:
                if scalars.first?.value == 0x0A { scalars.removeFirst() }
                output.append(" ")
            case 0x0A, 0x09, 0x0B, 0x0C, 0x85, 0x2028, 0x2029:
                // Every Unicode line break (NEL, line and paragraph separator too) is one space.
                output.append(" ")
            default:
                if !isControl(scalar) { output.append(scalar) }
            }
        }
        return String(output)
    }

    /// Whether ``sanitize(_:)`` would change `text`: a scan of its UTF-8 bytes for C0, DEL, C1, bidi
    /// controls and line/paragraph separators (with `keepingNewlines`, LF does not count).
    public static func needsSanitizing(_ text: String, keepingNewlines: Bool = false) -> Bool {
        if let found = text.utf8.withContiguousStorageIfAvailable({
            containsControl($0, keepingNewlines: keepingNewlines)
        }) {
            return found
        }
        return containsControl(Array(text.utf8), keepingNewlines: keepingNewlines)
    }

    private static func containsControl<Bytes: RandomAccessCollection<UInt8>>(
        _ bytes: Bytes, keepingNewlines: Bool
    ) -> Bool where Bytes.Index == Int {
        var index = bytes.startIndex
        let end = bytes.endIndex
        while index < end {
            let byte = bytes[index]
            index += 1
            // Every control is either a byte below 0x20, DEL, or starts with one of C2, D8, E2.
            if byte >= 0x20, byte != 0x7F, byte != 0xC2, byte != 0xD8, byte != 0xE2 { continue }
            switch byte {
            case 0x0A where keepingNewlines: continue
            case 0x00..<0x20, 0x7F: return true
            case 0xC2:
                // U+0080–U+009F.
                if index < end, (0x80...0x9F).contains(bytes[index]) { return true }
            case 0xD8:
                // U+061C.
                if index < end, bytes[index] == 0x9C { return true }
            default:
                // U+200E, U+200F, U+2028–U+202E, U+2066–U+2069.
                guard index + 1 < end else { continue }
                let second = bytes[index]
                let third = bytes[index + 1]
                if second == 0x80, third == 0x8E || third == 0x8F || (0xA8...0xAE).contains(third) {
                    return true
                }
                if second == 0x81, (0xA6...0xA9).contains(third) { return true }
            }
        }
        return false
    }

    /// C0, DEL, C1, bidi controls and line/paragraph separators: everything that never reaches
    /// the terminal as is.
    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028
            || scalar.value == 0x2029 || isBidiControl(scalar)
    }

    private static func isBidiControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C: true
        default: false
        }
    }

    /// Called after an ESC: drops the sequence it introduces.
    private static func skipEscapeSequence(in scalars: inout ArraySlice<Unicode.Scalar>) {
        guard let next = scalars.popFirst() else { return }
        switch next {
        case "[":
            skipControlSequence(in: &scalars)
        case "]", "P", "X", "^", "_":
            skipControlString(in: &scalars)
        default:
            // nF sequences: intermediates 0x20–0x2F then one final byte; other two-byte
            // sequences (ESC c, ESC 7, ...) end right here.
            if (0x20...0x2F).contains(next.value) {
                while let scalar = scalars.popFirst(), (0x20...0x2F).contains(scalar.value) {}
            }
        }
    }

    /// Drops CSI parameters and intermediates up to and including the final byte (0x40–0x7E).
    /// Anything else ends the sequence early, so a malformed CSI cannot swallow real text.
    private static func skipControlSequence(in scalars: inout ArraySlice<Unicode.Scalar>) {
        while let scalar = scalars.first {
            switch scalar.value {
            case 0x20...0x3F:
                scalars.removeFirst()
            case 0x40...0x7E:
                scalars.removeFirst()
                return
            default:
                return
            }
        }
    }

    /// Drops an OSC/DCS/SOS/PM/APC payload up to its terminator: BEL, ESC \ or the C1 ST.
    /// Any other ESC aborts the string (as terminals do) and is then handled as a new sequence.
    private static func skipControlString(in scalars: inout ArraySlice<Unicode.Scalar>) {
        while let scalar = scalars.first {
            switch scalar.value {
            case 0x07, 0x9C:
                scalars.removeFirst()
                return
            case 0x1B:
                if scalars.dropFirst().first == "\\" { scalars.removeFirst(2) }
                return
            default:
                scalars.removeFirst()
            }
        }
    }
}
