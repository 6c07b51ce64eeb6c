import AppCore
import AppRunner
import Foundation
import MosaicTestSupport
import Orders
import RemoteContent
import TerminalUI
import Testing

@testable import HiringApp
@testable import MosaicApp
@testable import OrdersApp
@testable import PacksApp
@testable import PaybackApp
@testable import StoreApp

/// Two classes of promise, over every app: hosting a product in `mosaic` hides
/// nothing its own app shows, and every list that filters does it the one way.
@MainActor @Suite(.hangsAfter(minutes: 10)) struct HostedScreensTests {
    private static let quick = [
        "--store", "memory", "--latency", "0", "--failure-rate", "0", "--language", "en",
    ]
    /// One instant for every run, so sync times and "updated now" are the same in both apps.
    private static let now = Date(timeIntervalSince1970: 1_795_348_800)
    private static let lines = 24

    /// A state of a product's screen: the product, the keys its own app gets (mosaic gets its
    /// product key first), and whether the product has tabs of its own (a second bar).
    struct Case: Sendable, CustomTestStringConvertible {
        let product: MosaicApp.Product
        let keys: String
        var tabbed: Bool { product == .payback || product == .store }
        var testDescription: String { "\(product.rawValue) \(keys.isEmpty ? "(start)" : keys)" }
    }

    nonisolated static let cases: [Case] = [
        Case(product: .packs, keys: ""), Case(product: .packs, keys: "/ e m p i k enter"),
        Case(product: .payback, keys: "1"), Case(product: .payback, keys: "2"),
        Case(product: .payback, keys: "2 f down enter"), Case(product: .payback, keys: "2 / a r a l enter"),
        Case(product: .store, keys: "1"), Case(product: .store, keys: "2"), Case(product: .store, keys: "3"),
        Case(product: .store, keys: "2 / m u g enter"),
        Case(product: .orders, keys: ""), Case(product: .orders, keys: "f down enter"),
        Case(product: .orders, keys: "/ d e s k enter"),
        Case(product: .hiring, keys: ""), Case(product: .hiring, keys: "]"),
    ]

    /// The frame of `app`'s root (built from `plugins`) after `keys`, `lines` tall, at one instant.
    private func frame<App: MosaicApplication>(
        _ app: App.Type, options: App.Options, plugins: [any FeaturePlugin], keys: String, lines: Int
    ) async throws -> [String] {
        let root = try AppScreens.root(app, options: options, language: .en, now: Self.now, plugins: plugins)
        let session = HeadlessSession(
            root: root.screen, size: TerminalSize(width: 100, height: lines), labels: root.labels,
            now: { Self.now })
        defer { session.quit() }
        try await session.settle()
        try await session.send(try KeyScript.parse(keys))
        return session.frameText().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// The orders' plugin with its mock orders standing still at ``now`` (they move with the time
    /// a run takes, and a slow run would see one picked up).
    private static var orders: any FeaturePlugin { OrdersPlugin(origin: now, mockClock: FrozenClock()) }

    /// The product's own app after `keys`.
    private func own(_ product: MosaicApp.Product, keys: String) async throws -> [String] {
        let lines = Self.lines
        switch product {
        case .packs:
            return try await frame(
                PacksApp.self, options: NoOptions(), plugins: PacksApp.plugins(NoOptions()), keys: keys,
                lines: lines)
        case .payback:
            return try await frame(
                PaybackApp.self, options: NoOptions(), plugins: PaybackApp.plugins(NoOptions()), keys: keys,
                lines: lines)
        case .store:
            let options = try StoreApp.Options.parse([])
            return try await frame(
                StoreApp.self, options: options, plugins: try StoreApp.plugins(options), keys: keys,
                lines: lines)
        case .orders:
            #expect(OrdersApp.plugins(NoOptions()).map(\.id) == [Self.orders.id])
            return try await frame(
                OrdersApp.self, options: NoOptions(), plugins: [Self.orders], keys: keys, lines: lines)
        case .hiring:
            return try await frame(
                HiringApp.self, options: NoOptions(), plugins: HiringApp.plugins(NoOptions()), keys: keys,
                lines: lines)
        }
    }

    /// `mosaic` after its product key and `keys`, a row taller (the product bar takes one).
    private func hosted(_ product: MosaicApp.Product, keys: String) async throws -> [String] {
        let options = try MosaicApp.Options.parse([])
        let plugins = try MosaicApp.plugins(options).map { plugin in
            plugin.id == OrdersApp.name ? ProductPlugin(OrdersApp.self, plugins: [Self.orders]) : plugin
        }
        let place = try #require(MosaicApp.Product.allCases.firstIndex(of: product)) + 1
        return try await frame(
            MosaicApp.self, options: options, plugins: plugins, keys: "alt-\(place) \(keys)",
            lines: Self.lines + 1)
    }

    /// For each tab of `mosaic`, the screen shows what the product's own app
    /// shows: its title (with a filter and count) in mosaic's title bar or product bar, the same
    /// status line (data source, sync time) and the same body. The product's bars are chrome
    /// (the wallet's own bar has Settings, which mosaic shares), so they are left out.
    @Test(arguments: cases)
    func eachTabOfMosaicShowsWhatItsOwnAppShows(_ state: Case) async throws {
        let own = try await own(state.product, keys: state.keys)
        let hosted = try await hosted(state.product, keys: state.keys)
        try #require(own.count == Self.lines && hosted.count == Self.lines + 1, "\(own)\n\(hosted)")
        let title = own[0].trimmingCharacters(in: .whitespaces)
        let hostedChrome = hosted[0] + "\n" + hosted[1]
        #expect(hostedChrome.contains(title), "“\(title)” is missing from mosaic's bars:\n\(hostedChrome)")
        #expect(hosted[Self.lines - 1] == own[Self.lines - 2], "the status lines differ")
        let bars = state.tabbed ? 1 : 0
        let ownBody = own[(1 + bars)..<(Self.lines - 2)]
        let hostedBody = hosted[(2 + bars)..<(Self.lines - 1)]
        #expect(
            Array(hostedBody) == Array(ownBody),
            "the bodies differ:\n\(ownBody.joined(separator: "\n"))\n---\n\(hostedBody.joined(separator: "\n"))"
        )
    }

    /// One filter interaction for every list. On every screen of every product
    /// (walked through mosaic, which hosts them all), `f` either opens the shared filter picker
    /// (its counts, the choice in effect marked, Esc back to the list exactly as it was) and the
    /// footer offers it, or does nothing at all: no list changes blindly on `f`.
    @Test func fOpensTheSharedFilterPickerOrDoesNothingOnEveryScreen() async throws {
        let root = try AppScreens.root(
            MosaicApp.self, options: try MosaicApp.Options.parse([]), language: .en, now: Self.now)
        let leaves = AppScreens.leaves(of: root.screen)
        #expect(leaves.count >= 9, "every feature's screen is walked")
        var pickers: [String] = []
        for (screen, _) in leaves {
            let session = HeadlessSession(
                root: screen, size: TerminalSize(width: 100, height: 30), now: { Self.now })
            defer { session.quit() }
            try await session.settle()
            let before = session.frameText()
            let offered = screen.keyHints.contains { $0.key == "f" }
            try await session.send(.character("f"))
            guard session.navigator.top !== screen else {
                #expect(!offered, "\(screen.title) offers f but does not open the picker")
                #expect(session.frameText() == before, "\(screen.title) changes on f without a picker")
                continue
            }
            pickers.append(screen.title)
            #expect(offered, "\(screen.title): the footer offers the filter")
            #expect(session.navigator.top is FilterPickerScreen, "\(screen.title) opens the shared picker")
            let picker = session.frameText()
            #expect(picker.contains("▸ ● "), "the choice in effect is marked and highlighted: \(picker)")
            #expect(picker.contains(/○ .+ \(\d+\)/), "each choice with its count: \(picker)")
            try await session.send(.escape)
            #expect(session.navigator.top === screen)
            #expect(session.frameText() == before, "\(screen.title): Esc leaves the list as it was")
        }
        #expect(pickers.count == 2, "the orders and the transactions filter: \(pickers)")
    }
}
