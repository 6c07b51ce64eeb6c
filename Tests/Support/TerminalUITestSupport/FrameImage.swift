import Foundation
import TerminalUI

/// A frame drawn as an SVG image of a dark terminal window: every cell in its place (each run of
/// text is stretched to its cells, so any monospace font lines up), with the colours and
/// attributes the theme gives each style. The README's screen images are made with it.
public enum FrameImage {
    /// Cell width and row height in pixels, and the font size that fits them.
    static let cellWidth = 8.4
    static let rowHeight = 18.0
    static let fontSize = 14.0
    /// The window's title bar and margin.
    static let titleBar = 28.0
    static let margin = 10.0
    static let foreground = "#d0d0d0"
    static let background = "#1c1c1c"

    /// The SVG of `frame` under `theme`, in a window titled `title`.
    public static func svg(_ frame: Frame, theme: Theme, title: String) -> String {
        let width = Double(frame.size.width) * cellWidth + 2 * margin
        let height = Double(frame.size.height) * rowHeight + titleBar + 2 * margin
        var svg = """
            <svg xmlns="http://www.w3.org/2000/svg" xml:space="preserve" width="\(format(width))" height="\(format(height))" \
            viewBox="0 0 \(format(width)) \(format(height))" font-family="'DejaVu Sans Mono', Menlo, Consolas, monospace" \
            font-size="\(format(fontSize))">
            <rect width="100%" height="100%" rx="8" fill="\(background)"/>
            <circle cx="18" cy="14" r="5" fill="#ff5f56"/><circle cx="34" cy="14" r="5" fill="#ffbd2e"/>\
            <circle cx="50" cy="14" r="5" fill="#27c93f"/>
            <text x="\(format(width / 2))" y="18" fill="#8a8a8a" text-anchor="middle">\(escape(title))</text>

            """
        for (row, line) in frame.lines.enumerated() {
            let top = titleBar + margin + Double(row) * rowHeight
            var column = 0
            var texts = ""
            for span in line.spans where !span.text.isEmpty {
                let cells = span.width
                let look = Look(theme.sgrParameters(for: span.style))
                let x = margin + Double(column) * cellWidth
                if let fill = look.background {
                    svg +=
                        "<rect x=\"\(format(x))\" y=\"\(format(top))\" width=\"\(format(Double(cells) * cellWidth))\" "
                    svg += "height=\"\(format(rowHeight))\" fill=\"\(fill)\"/>\n"
                }
                if span.text.contains(where: { $0 != " " }) {
                    var attributes =
                        "x=\"\(format(x))\" y=\"\(format(top + fontSize))\" fill=\"\(look.foreground)\""
                    attributes +=
                        " textLength=\"\(format(Double(cells) * cellWidth))\" lengthAdjust=\"spacingAndGlyphs\""
                    if look.bold { attributes += " font-weight=\"bold\"" }
                    if look.dim { attributes += " opacity=\"0.6\"" }
                    if look.underline { attributes += " text-decoration=\"underline\"" }
                    texts += "<text \(attributes)>\(escape(span.text))</text>\n"
                }
                column += cells
            }
            svg += texts
        }
        return svg + "</svg>\n"
    }

    /// The colours and attributes of one SGR parameter list.
    struct Look {
        var foreground = FrameImage.foreground
        var background: String?
        var bold = false, dim = false, underline = false

        init(_ parameters: String?) {
            var inverse = false
            var values = (parameters ?? "").split(separator: ";").compactMap { Int($0) }[...]
            while let value = values.popFirst() {
                switch value {
                case 1: bold = true
                case 2: dim = true
                case 4: underline = true
                case 7: inverse = true
                case 38, 48:
                    let color: String?
                    if values.first == 5, values.count >= 2 {
                        color = FrameImage.palette(values.dropFirst().first ?? 0)
                        values = values.dropFirst(2)
                    } else if values.first == 2, values.count >= 4 {
                        color = "#" + values.dropFirst().prefix(3).map { String(format: "%02x", $0) }.joined()
                        values = values.dropFirst(4)
                    } else {
                        color = nil
                    }
                    if value == 38 { foreground = color ?? foreground } else { background = color }
                default: break
                }
            }
            if inverse {
                let back = background ?? FrameImage.background
                background = foreground
                foreground = back
            }
        }
    }

    /// The xterm 256-colour palette entry `index` as `#rrggbb`.
    static func palette(_ index: Int) -> String {
        let basic = [
            "#000000", "#cd0000", "#00cd00", "#cdcd00", "#0000ee", "#cd00cd", "#00cdcd", "#e5e5e5",
            "#7f7f7f", "#ff0000", "#00ff00", "#ffff00", "#5c5cff", "#ff00ff", "#00ffff", "#ffffff",
        ]
        switch index {
        case 0..<16:
            return basic.dropFirst(index).first ?? foreground
        case 16..<232:
            // The 6×6×6 cube: levels 0, 95, 135, 175, 215, 255.
            func level(_ step: Int) -> Int { step == 0 ? 0 : 55 + 40 * step }
            let cube = index - 16
            return String(format: "#%02x%02x%02x", level(cube / 36), level(cube / 6 % 6), level(cube % 6))
        case 232..<256:
            let gray = 8 + 10 * (index - 232)
            return String(format: "#%02x%02x%02x", gray, gray, gray)
        default:
            return foreground
        }
    }

    private static func format(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%.1f", value)
    }

    private static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }
}
