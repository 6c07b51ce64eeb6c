import Foundation
import TerminalUI

/// A delivery photo drawn in the terminal: two pixel rows per text row with "▀" (the upper pixel
/// as the glyph's colour, the lower one as its background), in true colour or the 256-colour
/// palette as the theme allows; without colour, a frame labelled with what the photo is.
struct DeliveryPhotoView: Sendable {
    let image: PPMImage
    /// What the frame says when colours are off, e.g. "Delivery photo: doorstep".
    let label: String

    /// The rows at most `width` cells wide, for a theme showing colours at `depth`.
    func lines(width: Int, depth: ColorDepth) -> [StyledLine] {
        depth == .none ? frame(width: width) : halfBlocks(width: width)
    }

    private func halfBlocks(width: Int) -> [StyledLine] {
        let columns = min(image.width, max(0, width - 1))
        return stride(from: 0, to: image.height, by: 2).map { top in
            var line = StyledLine([Span(" ")])
            for x in 0..<columns {
                let upper = color(image.pixel(x: x, y: top))
                let lower = top + 1 < image.height ? color(image.pixel(x: x, y: top + 1)) : nil
                line.append(Span("▀", style: .colors(foreground: upper, background: lower)))
            }
            return line
        }
    }

    private func frame(width: Int) -> [StyledLine] {
        let inner = max(TextWidth.of(label) + 2, min(image.width, max(0, width - 3)))
        let rows = max(3, (image.height + 1) / 2)
        let padding = inner - TextWidth.of(label)
        let labelRow =
            String(repeating: " ", count: padding / 2) + label
            + String(repeating: " ", count: padding - padding / 2)
        var lines = [StyledLine(" ┌" + String(repeating: "─", count: inner) + "┐", style: .muted)]
        for row in 0..<rows - 2 {
            let text = row == (rows - 2) / 2 ? labelRow : String(repeating: " ", count: inner)
            lines.append(StyledLine([Span(" │", style: .muted), Span(text), Span("│", style: .muted)]))
        }
        lines.append(StyledLine(" └" + String(repeating: "─", count: inner) + "┘", style: .muted))
        return lines.map { $0.truncated(to: width) }
    }

    private func color(_ pixel: PPMImage.Pixel) -> RGBColor {
        RGBColor(pixel.red, pixel.green, pixel.blue)
    }
}

/// The photos bundled with the feature, by the reference orders carry (`deliveryPhoto`).
enum DeliveryPhotos {
    /// The image for `reference`, if the feature bundles one and it decodes.
    static func image(_ reference: String) -> PPMImage? {
        guard reference.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" }),
            let url = Bundle.module.url(forResource: reference, withExtension: "ppm"),
            let data = try? Data(contentsOf: url)
        else { return nil }
        return try? PPMImage(decoding: data)
    }
}
