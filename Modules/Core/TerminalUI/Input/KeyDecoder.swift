/// Turns raw terminal input bytes into ``Key``s, incrementally.
///
/// Bytes may arrive in any split: a partial escape sequence or a partial UTF-8 character is
/// buffered until the rest arrives. A lone ESC is ambiguous (it may start a sequence), so it is
/// emitted only by ``flush()``, which the input loop calls after a short idle.
///
/// ESC and a printable ASCII key arriving together are Alt held with that key (``Key/alt(_:)``);
/// Ctrl-← and Ctrl-→ (`ESC [1;5D`, `ESC [1;5C`) are ``Key/controlLeft`` and ``Key/controlRight``.
///
/// Mouse reports (SGR mode 1006: `ESC [ < b ; x ; y M` for a press or wheel turn, `m` for a
/// release) decode to ``Key/mouse(_:)`` with 0-based cells; motion and drag reports, horizontal
/// wheels and malformed reports decode to nothing. A legacy X10 report (`ESC [ M` and three
/// bytes), sent by terminals without SGR mode, is decoded too rather than typed as characters.
public struct KeyDecoder: Sendable {
    private var pending: [UInt8] = []

    /// Longest escape sequence we wait for; anything longer is junk and dropped.
    private static let maxSequenceLength = 32

    /// A decoder with nothing buffered.
    public init() {}

    /// Whether bytes are buffered waiting for the rest of a sequence (or for ``flush()``).
    public var hasPendingInput: Bool { !pending.isEmpty }

    /// Decodes `bytes` after whatever was buffered; returns the complete keys.
    public mutating func feed(_ bytes: some Sequence<UInt8>) -> [Key] {
        pending.append(contentsOf: bytes)
        var keys: [Key] = []
        while !pending.isEmpty {
            guard let (key, length) = Self.decode(pending[...]) else { break }
            pending.removeFirst(length)
            if let key { keys.append(key) }
        }
        return keys
    }

    /// Emits whatever is buffered as if no more bytes were coming: a lone ESC becomes
    /// ``Key/escape``; an incomplete sequence becomes ESC followed by its characters.
    public mutating func flush() -> [Key] {
        var keys: [Key] = []
        while !pending.isEmpty {
            if pending[0] == 0x1B {
                keys.append(.escape)
                pending.removeFirst()
                keys += feed([])
            } else {
                // An incomplete UTF-8 character can never complete now.
                pending.removeFirst()
                keys += feed([])
            }
        }
        return keys
    }

    /// Decodes one key from the start of `bytes`: the key (nil for bytes that mean nothing) and
    /// how many bytes it used, or nil when more bytes are needed.
    private static func decode(_ bytes: ArraySlice<UInt8>) -> (Key?, Int)? {
        guard let first = bytes.first else { return nil }
        switch first {
        case 0x1B:
            return decodeEscape(bytes)
        case 0x0D, 0x0A:
            return (.enter, 1)
        case 0x09:
            return (.tab, 1)
        case 0x7F, 0x08:
            return (.backspace, 1)
        case 0x00:
            return (.control(" "), 1)
        case 0x01...0x1A:
            return (.control(Character(Unicode.Scalar(first + 0x60))), 1)
        case 0x1C...0x1F:
            return (.control(Character(Unicode.Scalar(first + 0x40))), 1)
        case 0x20...0x7E:
            return (.character(Character(Unicode.Scalar(first))), 1)
        default:
            return decodeUTF8(bytes)
        }
    }

    private static func decodeEscape(_ bytes: ArraySlice<UInt8>) -> (Key?, Int)? {
        let start = bytes.startIndex
        guard bytes.count > 1 else { return nil }
        switch bytes[start + 1] {
        case UInt8(ascii: "["):
            return decodeCSI(bytes)
        case UInt8(ascii: "O"):
            guard bytes.count > 2 else { return nil }
            return (ss3Key(bytes[start + 2]), 3)
        case 0x20...0x7E:
            // ESC and a printable key in one read: Alt held with that key.
            return (.alt(Character(Unicode.Scalar(bytes[start + 1]))), 2)
        default:
            // ESC followed by anything else (a control key, UTF-8): Esc pressed, then that key.
            return (.escape, 1)
        }
    }

    /// ESC [ parameters (0x30–0x3F) intermediates (0x20–0x2F) final (0x40–0x7E).
    private static func decodeCSI(_ bytes: ArraySlice<UInt8>) -> (Key?, Int)? {
        let body = bytes.dropFirst(2)
        if body.first == UInt8(ascii: "M") {
            // X10 mouse: three raw bytes follow (button, column, row, each + 32).
            guard body.count >= 4 else { return nil }
            let values = body.dropFirst().prefix(3).map { Int($0) - 32 }
            return (mouseKey(code: values[0], column: values[1], row: values[2], released: false), 6)
        }
        for (offset, byte) in body.enumerated() {
            let length = offset + 3
            switch byte {
            case 0x20...0x3F:
                if length >= maxSequenceLength { return (nil, length) }
            case 0x40...0x7E:
                let parameters = String(decoding: body.prefix(offset), as: UTF8.self)
                return (csiKey(final: byte, parameters: parameters), length)
            default:
                // Malformed: drop the introducer and decode the rest as ordinary input.
                return (nil, 2)
            }
        }
        return nil
    }

    private static func csiKey(final: UInt8, parameters: String) -> Key? {
        if parameters.hasPrefix("<") {
            guard final == UInt8(ascii: "M") || final == UInt8(ascii: "m") else { return nil }
            return sgrMouseKey(parameters.dropFirst(), released: final == UInt8(ascii: "m"))
        }
        // "1;5" is Ctrl held (xterm's modifier 5); other modifiers leave the arrow as it is.
        let control = parameters.split(separator: ";").dropFirst().first == "5"
        switch final {
        case UInt8(ascii: "C") where control: return .controlRight
        case UInt8(ascii: "D") where control: return .controlLeft
        case UInt8(ascii: "A"): return .up
        case UInt8(ascii: "B"): return .down
        case UInt8(ascii: "C"): return .right
        case UInt8(ascii: "D"): return .left
        case UInt8(ascii: "H"): return .home
        case UInt8(ascii: "F"): return .end
        case UInt8(ascii: "Z"): return .shiftTab
        case UInt8(ascii: "~"):
            // "5~" or, with modifiers, "5;2~": the first number names the key.
            let code = parameters.split(separator: ";").first.flatMap { Int($0) }
            switch code {
            case 1, 7: return .home
            case 3: return .delete
            case 4, 8: return .end
            case 5: return .pageUp
            case 6: return .pageDown
            default: return nil
            }
        default:
            return nil
        }
    }

    /// An SGR report's "b;x;y" (1-based cells).
    private static func sgrMouseKey(_ parameters: Substring, released: Bool) -> Key? {
        let numbers = parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
        guard numbers.count == 3, let code = numbers[0], let column = numbers[1], let row = numbers[2]
        else { return nil }
        return mouseKey(code: code, column: column, row: row, released: released)
    }

    /// The event a button code means at a 1-based `column` and `row`; nil for motion, drags,
    /// horizontal wheels and positions off the screen.
    private static func mouseKey(code: Int, column: Int, row: Int, released: Bool) -> Key? {
        guard code >= 0, column >= 1, row >= 1 else { return nil }
        // Bits: 0–1 button, 2 shift, 3 meta, 4 control (ignored), 5 motion, 6 wheel.
        if code & 32 != 0 { return nil }
        let action: MouseEvent.Action
        if code & 64 != 0 {
            guard !released else { return nil }
            switch code & 3 {
            case 0: action = .wheelUp
            case 1: action = .wheelDown
            default: return nil
            }
        } else if released {
            action = .release
        } else {
            switch code & 3 {
            case 0: action = .press(.left)
            case 1: action = .press(.middle)
            case 2: action = .press(.right)
            default: action = .release  // X10 has no release code per button
            }
        }
        return .mouse(MouseEvent(action, column: column - 1, row: row - 1))
    }

    private static func ss3Key(_ byte: UInt8) -> Key? {
        switch byte {
        case UInt8(ascii: "A"): .up
        case UInt8(ascii: "B"): .down
        case UInt8(ascii: "C"): .right
        case UInt8(ascii: "D"): .left
        case UInt8(ascii: "H"): .home
        case UInt8(ascii: "F"): .end
        case UInt8(ascii: "M"): .enter
        default: nil
        }
    }

    private static func decodeUTF8(_ bytes: ArraySlice<UInt8>) -> (Key?, Int)? {
        let start = bytes.startIndex
        let length: Int
        switch bytes[start] {
        case 0xC2...0xDF: length = 2
        case 0xE0...0xEF: length = 3
        case 0xF0...0xF4: length = 4
        default: return (nil, 1)  // a stray continuation byte or an invalid lead byte
        }
        for offset in 1..<length {
            guard start + offset < bytes.endIndex else { return nil }
            if bytes[start + offset] & 0xC0 != 0x80 { return (nil, offset) }
        }
        var decoder = UTF8()
        var iterator = bytes[start..<start + length].makeIterator()
        guard case .scalarValue(let scalar) = decoder.decode(&iterator) else { return (nil, length) }
        // C1 controls are not keys.
        guard scalar.value >= 0xA0 else { return (nil, length) }
        return (.character(Character(scalar)), length)
    }
}
