import AppCore
import AppRunner
import ArgumentParser
import Clocks
import Foundation
import HiringApp
import MosaicApp
import MosaicTestSupport
import Orders
import OrdersApp
import PacksApp
import PaybackApp
import StoreApp
import TerminalUI
import TerminalUITestSupport
import Testing

/// The README's pictures of the screens are what the current build draws: each product's main
/// screen, from the real app's composition on its embedded data, at 100×30 in the dark theme, in
/// its default language, at one fixed instant, drawn as SVG (`FrameImage`) and compared with
/// `Docs/screens/<app>.svg`. `Tooling/screens` redraws them (`MOSAIC_RECORD_SCREENS=1`).
@MainActor @Suite(.hangsAfter(minutes: 10)) struct ScreenImagesTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appending(path: "Docs/screens")
    static let size = TerminalSize(width: 100, height: 30)

    /// The image of `App`'s main screen as `swift run <app>` shows it (embedded data, no latency).
    private func image<App: MosaicApplication>(
        _ app: App.Type, options: App.Options, plugins: [any FeaturePlugin]? = nil
    ) async throws -> String {
        let root = try AppScreens.root(app, options: options, now: referenceDate, plugins: plugins)
        let session = HeadlessSession(
            root: root.screen, size: Self.size, theme: .dark, labels: root.labels, now: { referenceDate })
        defer { session.quit() }
        try await session.settle()
        return FrameImage.svg(session.frame(), theme: .dark, title: App.name)
    }

    /// Compares `image` with the committed `<name>.svg`, or writes it when recording.
    private func expectImage(_ image: String, named name: String) throws {
        let file = Self.directory.appending(path: "\(name).svg")
        if ProcessInfo.processInfo.environment["MOSAIC_RECORD_SCREENS"] == "1" {
            try FileManager.default.createDirectory(at: Self.directory, withIntermediateDirectories: true)
            try image.write(to: file, atomically: true, encoding: .utf8)
            print("recorded \(file.path)")
            return
        }
        let committed = try #require(
            try? String(contentsOf: file, encoding: .utf8),
            "no \(file.path): run Tooling/screens to draw the README's images")
        guard committed != image else { return }
        let old = committed.split(separator: "\n", omittingEmptySubsequences: false)
        let new = image.split(separator: "\n", omittingEmptySubsequences: false)
        let line =
            zip(old, new).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            ?? min(old.count, new.count)
        Issue.record(
            """
            Docs/screens/\(name).svg is not what the build draws (first difference on line \(line + 1)):
              committed: \(old.dropFirst(line).first ?? "(end)")
              drawn:     \(new.dropFirst(line).first ?? "(end)")
            Run Tooling/screens to redraw the README's images, and review the change.
            """)
    }

    @Test func mosaic() async throws {
        try expectImage(
            try await image(MosaicApp.self, options: try MosaicApp.Options.parse([])), named: "mosaic")
    }

    @Test func packs() async throws {
        try expectImage(try await image(PacksApp.self, options: NoOptions()), named: "packs")
    }

    @Test func payback() async throws {
        try expectImage(try await image(PaybackApp.self, options: NoOptions()), named: "payback")
    }

    @Test func store() async throws {
        try expectImage(
            try await image(StoreApp.self, options: try StoreApp.Options.parse([])), named: "store")
    }

    @Test func orders() async throws {
        // The app's one plugin, with its mock orders standing still: they move with the time
        // since the routes were made, so a slow run would otherwise draw WB-1001 delivered.
        let plugins: [any FeaturePlugin] = [OrdersPlugin(mockClock: FrozenClock())]
        #expect(OrdersApp.plugins(NoOptions()).map(\.id) == plugins.map(\.id))
        try expectImage(
            try await image(OrdersApp.self, options: NoOptions(), plugins: plugins), named: "orders")
    }

    @Test func hiring() async throws {
        try expectImage(try await image(HiringApp.self, options: NoOptions()), named: "hiring")
    }

    /// The image shows the frame: every row's text is in it, in its place.
    @Test func anImageHoldsEveryRowOfTheFrame() throws {
        let frame = Frame(
            size: TerminalSize(width: 20, height: 3),
            lines: [
                StyledLine("Parcels <2> & more", style: .accent.bold),
                StyledLine("  ready", style: .plain.inverse),
            ])
        let svg = FrameImage.svg(frame, theme: .dark, title: "t")
        #expect(svg.contains(">Parcels &lt;2&gt; &amp; more</text>"), "\(svg)")
        #expect(svg.contains("font-weight=\"bold\""))
        #expect(svg.contains("fill=\"#ff87ff\""), "accent is palette 213 in the dark theme: \(svg)")
        // Inverse: the row's text is drawn in the background colour on a light box.
        #expect(
            svg.contains("<rect x=\"10\" y=\"56\" width=\"58.8\" height=\"18\" fill=\"#d0d0d0\"/>"), "\(svg)")
        #expect(svg.contains("fill=\"#1c1c1c\" textLength=\"58.8\""), "\(svg)")
    }
}
