import Foundation

/// An RGB image decoded from binary PPM (Netpbm "P6"): the bundled delivery photo's format,
/// simple enough to decode here. Header: `P6`, width, height, maxval (1...255), each separated by
/// whitespace, `#` comments allowed; then one whitespace byte and width × height RGB triples.
struct PPMImage: Sendable, Hashable {
    /// One pixel.
    struct Pixel: Sendable, Hashable {
        var red: UInt8
        var green: UInt8
        var blue: UInt8
    }

    /// Why a file is not a readable P6 image.
    enum DecodingError: Error, Sendable, Hashable {
        case notP6
        case badHeader(String)
        case truncated(expected: Int, found: Int)
    }

    let width: Int
    let height: Int
    /// Row-major pixels, `width × height` of them.
    let pixels: [Pixel]

    /// The pixel at column `x`, row `y`.
    func pixel(x: Int, y: Int) -> Pixel { pixels[y * width + x] }

    /// Decodes `data`; values are scaled to 0...255 when maxval is smaller.
    init(decoding data: Data) throws(DecodingError) {
        let bytes = [UInt8](data)
        guard bytes.count >= 2, bytes[0] == UInt8(ascii: "P"), bytes[1] == UInt8(ascii: "6") else {
            throw .notP6
        }
        var index = 2
        func number(_ name: String) throws(DecodingError) -> Int {
            // Skip whitespace and comments, then read decimal digits.
            while index < bytes.count {
                if bytes[index] == UInt8(ascii: "#") {
                    while index < bytes.count, bytes[index] != 0x0A { index += 1 }
                } else if [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) {
                    index += 1
                } else {
                    break
                }
            }
            var value = 0
            var digits = 0
            while index < bytes.count, (0x30...0x39).contains(bytes[index]), digits < 6 {
                value = value * 10 + Int(bytes[index] - 0x30)
                index += 1
                digits += 1
            }
            guard digits > 0 else { throw .badHeader("no \(name)") }
            return value
        }
        let width = try number("width")
        let height = try number("height")
        let maxValue = try number("maxval")
        guard width > 0, height > 0, width * height <= 1 << 20 else {
            throw .badHeader("size \(width)x\(height)")
        }
        guard (1...255).contains(maxValue) else { throw .badHeader("maxval \(maxValue)") }
        guard index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) else {
            throw .badHeader("no whitespace before the pixels")
        }
        index += 1
        let expected = width * height * 3
        guard bytes.count - index >= expected else {
            throw .truncated(expected: expected, found: bytes.count - index)
        }
        func scaled(_ value: UInt8) -> UInt8 {
            maxValue == 255 ? value : UInt8(min(255, Int(value) * 255 / maxValue))
        }
        self.width = width
        self.height = height
        self.pixels = stride(from: index, to: index + expected, by: 3).map {
            Pixel(red: scaled(bytes[$0]), green: scaled(bytes[$0 + 1]), blue: scaled(bytes[$0 + 2]))
        }
    }
}
