/// Maps semantic ``Style``s to terminal SGR parameters.
///
/// Attributes (bold, dim, underline, inverse) are always emitted, even by ``noColor``:
/// they are not colors, so selection stays visible when colors are off.
public struct Theme: Hashable, Sendable {
    /// A short name, e.g. "dark".
    public let name: String
    /// SGR color parameters per role (e.g. "38;5;75"); an absent role uses the default color.
    public let palette: [StyleRole: String]
    /// How exact colours (``Style/foreground``, ``Style/background``) are written.
    public let depth: ColorDepth

    /// Creates a theme from SGR color parameters per role; `depth` defaults to the 256-colour
    /// palette, or none for an empty palette.
    public init(name: String, palette: [StyleRole: String], depth: ColorDepth? = nil) {
        self.name = name
        self.palette = palette
        self.depth = depth ?? (palette.isEmpty ? .none : .palette256)
    }

    /// This theme writing exact colours at `depth`.
    public func with(depth: ColorDepth) -> Theme {
        Theme(name: name, palette: palette, depth: palette.isEmpty ? .none : depth)
    }

    /// Whether this theme emits any color.
    public var usesColor: Bool { !palette.isEmpty }

    /// Colors for dark terminal backgrounds (256-color palette).
    public static let dark = Theme(
        name: "dark",
        palette: [
            .primary: "38;5;75", .secondary: "38;5;252", .accent: "38;5;213", .success: "38;5;114",
            .warning: "38;5;221", .danger: "38;5;203", .muted: "38;5;245",
        ])

    /// Colors for light terminal backgrounds (256-color palette).
    public static let light = Theme(
        name: "light",
        palette: [
            .primary: "38;5;25", .secondary: "38;5;238", .accent: "38;5;91", .success: "38;5;28",
            .warning: "38;5;130", .danger: "38;5;160", .muted: "38;5;244",
        ])

    /// No colors at all; bold, dim, underline and inverse still apply.
    public static let noColor = Theme(name: "no-color", palette: [:])

    /// Picks the theme for a run: no-color when `--no-color` was given or `NO_COLOR` is set and
    /// non-empty (https://no-color.org), else the `preferred` theme (the user's saved choice),
    /// else light when `COLORFGBG` reports a light background, otherwise dark.
    public static func resolve(noColorFlag: Bool, environment: [String: String], preferred: Theme? = nil)
        -> Theme
    {
        if noColorFlag || !(environment["NO_COLOR"] ?? "").isEmpty {
            return .noColor
        }
        // COLORTERM=truecolor (or 24bit) is how terminals announce 24-bit colour.
        let colorTerm = (environment["COLORTERM"] ?? "").lowercased()
        let depth: ColorDepth = colorTerm == "truecolor" || colorTerm == "24bit" ? .trueColor : .palette256
        if let preferred { return preferred.with(depth: depth) }
        // COLORFGBG is "fg;bg" (sometimes "fg;extra;bg"); 7 and 15 are the light backgrounds.
        if let background = environment["COLORFGBG"]?.split(separator: ";").last,
            let code = Int(background), code == 7 || code == 15
        {
            return Theme.light.with(depth: depth)
        }
        return Theme.dark.with(depth: depth)
    }

    /// The SGR parameter list for `style` (e.g. "1;7;38;5;75"), or `nil` when it needs none.
    public func sgrParameters(for style: Style) -> String? {
        var parameters: [String] = []
        if style.attributes.contains(.bold) { parameters.append("1") }
        if style.attributes.contains(.dim) { parameters.append("2") }
        if style.attributes.contains(.underline) { parameters.append("4") }
        if style.attributes.contains(.inverse) { parameters.append("7") }
        if let foreground = style.foreground, let color = sgr(foreground, layer: 38) {
            parameters.append(color)
        } else if let role = style.role, let color = palette[role] {
            parameters.append(color)
        }
        if let background = style.background, let color = sgr(background, layer: 48) {
            parameters.append(color)
        }
        return parameters.isEmpty ? nil : parameters.joined(separator: ";")
    }

    /// The SGR parameters of an exact colour on `layer` (38 foreground, 48 background) at this depth.
    private func sgr(_ color: RGBColor, layer: Int) -> String? {
        switch depth {
        case .none: nil
        case .palette256: "\(layer);5;\(color.paletteIndex)"
        case .trueColor: "\(layer);2;\(color.red);\(color.green);\(color.blue)"
        }
    }
}
