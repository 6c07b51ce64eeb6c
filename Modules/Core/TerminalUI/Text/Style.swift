/// A semantic color role; a ``Theme`` decides what it looks like.
public enum StyleRole: String, CaseIterable, Hashable, Sendable {
    case primary, secondary, accent, success, warning, danger, muted
}

/// Text attributes that are not colors, so they survive the no-color theme.
public struct TextAttributes: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let bold = TextAttributes(rawValue: 1 << 0)
    public static let dim = TextAttributes(rawValue: 1 << 1)
    public static let underline = TextAttributes(rawValue: 1 << 2)
    public static let inverse = TextAttributes(rawValue: 1 << 3)
}

/// The semantic style of a piece of text: an optional color role plus attributes.
///
/// Styles compose fluently: `Style.accent.bold`, `.muted.dim`, `.plain.inverse`.
public struct Style: Hashable, Sendable {
    /// The color role, or `nil` for the terminal's default color.
    public var role: StyleRole?
    /// Bold, dim, underline and inverse flags.
    public var attributes: TextAttributes
    /// An exact foreground colour (images); wins over `role` where the theme shows colour.
    public var foreground: RGBColor?
    /// An exact background colour (images).
    public var background: RGBColor?

    /// Creates a style from a role and attributes.
    public init(_ role: StyleRole? = nil, _ attributes: TextAttributes = []) {
        self.init(role, attributes, foreground: nil, background: nil)
    }

    /// Creates a style from every part.
    public init(
        _ role: StyleRole?, _ attributes: TextAttributes, foreground: RGBColor?, background: RGBColor?
    ) {
        self.role = role
        self.attributes = attributes
        self.foreground = foreground
        self.background = background
    }

    /// Exact colours: `foreground` for the glyph, `background` behind it (e.g. a "▀" pixel pair).
    public static func colors(foreground: RGBColor?, background: RGBColor?) -> Style {
        Style(nil, [], foreground: foreground, background: background)
    }

    /// The terminal's default look.
    public static let plain = Style()
    /// Main content and titles.
    public static let primary = Style(.primary)
    /// Supporting content.
    public static let secondary = Style(.secondary)
    /// Highlights such as section headers and key names.
    public static let accent = Style(.accent)
    /// Positive outcomes.
    public static let success = Style(.success)
    /// Caution, e.g. offline.
    public static let warning = Style(.warning)
    /// Errors and destructive actions.
    public static let danger = Style(.danger)
    /// De-emphasized content such as hints and counts.
    public static let muted = Style(.muted)

    /// Plain bold text.
    public static let bold = Style(nil, .bold)
    /// Plain dim text.
    public static let dim = Style(nil, .dim)
    /// Plain underlined text.
    public static let underline = Style(nil, .underline)
    /// Plain inverse text (selection).
    public static let inverse = Style(nil, .inverse)

    /// This style made bold.
    public var bold: Style { adding(.bold) }
    /// This style made dim.
    public var dim: Style { adding(.dim) }
    /// This style underlined.
    public var underline: Style { adding(.underline) }
    /// This style in inverse video.
    public var inverse: Style { adding(.inverse) }

    /// This style with extra attributes.
    public func adding(_ extra: TextAttributes) -> Style {
        var style = self
        style.attributes.formUnion(extra)
        return style
    }

    /// `other` layered over this style: its role wins when set, attributes are combined.
    public func merging(_ other: Style) -> Style {
        var style = Style(other.role ?? role, attributes.union(other.attributes))
        style.foreground = other.foreground ?? foreground
        style.background = other.background ?? background
        return style
    }
}
