/// An exact 24-bit colour (images, photos). A ``Theme`` writes it as true colour, as the nearest
/// colour of the 256-colour palette, or not at all (no-colour), depending on its ``ColorDepth``.
public struct RGBColor: Hashable, Sendable {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8

    /// The colour (`red`, `green`, `blue`).
    public init(_ red: UInt8, _ green: UInt8, _ blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// The nearest colour of the xterm 6×6×6 cube (palette indices 16...231).
    public var paletteIndex: Int {
        func level(_ value: UInt8) -> Int {
            value < 48 ? 0 : value < 115 ? 1 : (Int(value) - 35) / 40
        }
        return 16 + 36 * level(red) + 6 * level(green) + level(blue)
    }
}

/// How many colours a terminal shows.
public enum ColorDepth: String, Hashable, Sendable, CaseIterable {
    /// No colours (`NO_COLOR`, `--no-color`): attributes only.
    case none
    /// The 256-colour palette (`ESC[38;5;Nm`).
    case palette256
    /// 24-bit colour (`ESC[38;2;R;G;Bm`), when `COLORTERM` is `truecolor` or `24bit`.
    case trueColor
}
