import AppCore
import AppRunner
import ArgumentParser
import Foundation
import Localization
import MosaicTestSupport
import TerminalUI
import Testing

@testable import HiringApp
@testable import MosaicApp
@testable import OrdersApp
@testable import PacksApp
@testable import PaybackApp
@testable import StoreApp

/// One rule for keys: a screen's keys are its own, and the shell's keys are ones no screen uses.
/// The navigator's keys (`?`, `:`, `q`, Ctrl-P, Ctrl-C), an outer container's product keys
/// (Ctrl-←/→, Alt-1–9) and a multi-tab container's tab keys (Tab, Shift-Tab, 1–9) must reach the
/// shell from every screen of every app: each screen, loaded, ignores every one of them.
@MainActor @Suite(.hangsAfter(minutes: 10)) struct ShellKeyCollisionTests {
    private static let navigatorKeys: [Key] = [
        .character("?"), .character(":"), .character("q"), .control("p"), .ctrlC,
    ]
    private static let productKeys: [Key] =
        [.controlLeft, .controlRight] + (1...9).map { .alt(Character("\($0)")) }
    private static let tabKeys: [Key] = [.tab, .shiftTab] + (1...9).map { .character(Character("\($0)")) }

    private func leaves(of screen: any Screen) -> [(screen: any Screen, keys: [Key])] {
        AppScreens.leaves(
            of: screen, reserved: Self.navigatorKeys, tabKeys: Self.tabKeys, productKeys: Self.productKeys)
    }

    private func root<App: MosaicApplication>(_ app: App.Type, options: App.Options) throws -> any Screen {
        try AppScreens.root(app, options: options, language: .en).screen
    }

    /// Every leaf of `root`, loaded in a session of its own, ignores each key the shell keeps.
    private func expectNoCollisions(in root: any Screen, app: String) async throws {
        let leaves = leaves(of: root)
        try #require(!leaves.isEmpty)
        for (screen, keys) in leaves {
            let session = HeadlessSession(root: screen, size: TerminalSize(width: 120, height: 40))
            try await session.settle()
            let context = RenderContext(size: TerminalSize(width: 120, height: 36), theme: session.theme)
            for key in keys {
                let action = screen.handle(key, in: context)
                guard case .ignored = action else {
                    Issue.record("\(app) › \(screen.title) uses the shell's key \(key.scriptName)")
                    continue
                }
            }
            session.quit()
        }
    }

    @Test func mosaicHasProductKeysAndNoScreenUsesThemOrTheProductsTabKeys() async throws {
        let root = try root(MosaicApp.self, options: try MosaicApp.Options.parse([]))
        let host = try #require(root.tabHost as? TabContainer)
        #expect(host.switching == .productKeys)
        #expect(leaves(of: root).count >= 9, "every feature's screen is walked")
        #expect(leaves(of: root).allSatisfy { $0.1.contains(.alt("1")) })
        try await expectNoCollisions(in: root, app: "mosaic")
    }

    @Test func everyProductAppsScreensLeaveTheShellsKeysAlone() async throws {
        try await expectNoCollisions(in: root(PacksApp.self, options: NoOptions()), app: "packs")
        try await expectNoCollisions(in: root(PaybackApp.self, options: NoOptions()), app: "payback")
        try await expectNoCollisions(
            in: root(StoreApp.self, options: try StoreApp.Options.parse([])), app: "store")
        try await expectNoCollisions(in: root(OrdersApp.self, options: NoOptions()), app: "orders")
        try await expectNoCollisions(in: root(HiringApp.self, options: NoOptions()), app: "hiring")
    }
}
