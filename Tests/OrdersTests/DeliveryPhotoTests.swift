import Foundation
import SnapshotTesting
import TerminalUI
import Testing

@testable import Orders

/// The bundled photo's decoder and its rendering in true colour, 256 colours and no colour.
@Suite struct DeliveryPhotoTests {
    private func ppm(_ header: String, _ bytes: [UInt8]) -> Data {
        Data(header.utf8) + Data(bytes)
    }

    @Test func decodesAP6ImageWithCommentsAndScalesASmallMaxval() throws {
        let image = try PPMImage(
            decoding: ppm("P6 # a comment\n2 1\n# another\n15\n", [15, 0, 5, 0, 15, 15]))
        #expect(image.width == 2)
        #expect(image.height == 1)
        #expect(image.pixel(x: 0, y: 0) == .init(red: 255, green: 0, blue: 85))
        #expect(image.pixel(x: 1, y: 0) == .init(red: 0, green: 255, blue: 255))
    }

    @Test func rejectsWhatIsNotAWholeP6Image() {
        #expect(throws: PPMImage.DecodingError.notP6) {
            try PPMImage(decoding: Data("P3\n1 1\n255\n0 0 0".utf8))
        }
        #expect(throws: PPMImage.DecodingError.badHeader("no height")) {
            try PPMImage(decoding: Data("P6\n4 \n".utf8))
        }
        #expect(throws: PPMImage.DecodingError.badHeader("maxval 65535")) {
            try PPMImage(decoding: ppm("P6\n1 1\n65535\n", [0, 0, 0, 0, 0, 0]))
        }
        #expect(throws: PPMImage.DecodingError.truncated(expected: 12, found: 3)) {
            try PPMImage(decoding: ppm("P6\n2 2\n255\n", [1, 2, 3]))
        }
        #expect(throws: PPMImage.DecodingError.badHeader("size 0x1")) {
            try PPMImage(decoding: ppm("P6\n0 1\n255\n", []))
        }
    }

    @Test func theBundledPhotoDecodes() throws {
        let image = try #require(DeliveryPhotos.image("doorstep"))
        #expect(image.width == 32)
        #expect(image.height == 24)
        #expect(image.pixel(x: 0, y: 0) == .init(red: 135, green: 190, blue: 235), "sky at the top left")
        #expect(DeliveryPhotos.image("../orders") == nil, "only plain names are looked up")
        #expect(DeliveryPhotos.image("missing") == nil)
    }

    @Test func halfBlocksPairTwoPixelRowsPerLine() throws {
        let image = try PPMImage(
            decoding: ppm("P6\n2 3\n255\n", [255, 0, 0, 0, 255, 0, 0, 0, 255, 9, 9, 9, 1, 2, 3, 4, 5, 6]))
        let lines = DeliveryPhotoView(image: image, label: "photo").lines(width: 80, depth: .trueColor)
        #expect(lines.count == 2)
        #expect(lines.map(\.plainText) == [" ▀▀", " ▀▀"])
        let theme = Theme.dark.with(depth: .trueColor)
        try #require(lines.count > 1)
        #expect(lines[0].ansiText(theme: theme).contains("\u{1B}[38;2;255;0;0;48;2;0;0;255m▀"))
        #expect(
            lines[1].ansiText(theme: theme).contains("\u{1B}[38;2;1;2;3m▀"),
            "an odd last row has no background")
    }

    @Test func truecolorSnapshot() throws {
        let image = try #require(DeliveryPhotos.image("doorstep"))
        let lines = DeliveryPhotoView(image: image, label: "Delivery photo: doorstep").lines(
            width: 80, depth: .trueColor)
        assertSnapshot(
            of: lines.map { $0.ansiText(theme: Theme.dark.with(depth: .trueColor)) }.joined(separator: "\n"),
            as: .lines)
    }

    @Test func palette256Snapshot() throws {
        let image = try #require(DeliveryPhotos.image("doorstep"))
        let lines = DeliveryPhotoView(image: image, label: "Delivery photo: doorstep").lines(
            width: 20, depth: .palette256)
        #expect(lines.allSatisfy { $0.width <= 20 })
        assertSnapshot(of: lines.map { $0.ansiText(theme: .dark) }.joined(separator: "\n"), as: .lines)
    }

    @Test func noColorDrawsALabelledFrame() throws {
        let image = try #require(DeliveryPhotos.image("doorstep"))
        let lines = DeliveryPhotoView(image: image, label: "Delivery photo: doorstep").lines(
            width: 80, depth: .none)
        let text = lines.map(\.plainText).joined(separator: "\n")
        #expect(
            text.contains("│   Delivery photo: doorstep   │") || text.contains("Delivery photo: doorstep"))
        #expect(
            !lines.map { $0.ansiText(theme: .noColor) }.joined().contains("\u{1B}[3"), "no colour escapes")
        assertSnapshot(of: text, as: .lines)
    }
}
