import AppRunnerTestSupport
import Foundation
import Localization
import MosaicTestSupport
import SettingsInterface
import SettingsTesting
import TerminalUI
import Testing
@testable import Settings

/// `/` on the settings as a person types it, and clicks.
@MainActor @Suite(.serialized) struct SettingsSearchTests {
    private func session() async throws -> (HeadlessSession, SettingsScreen) {
        let active = ActiveSettings(
            language: .en, locale: Language.en.locale, environment: .mock, timeZone: utc)
        let screen = SettingsScreen(
            model: makeViewModel(SettingsScenario.defaults.makeStorage(), active: active))
        return (try await settledSession(screen, height: 22), screen)
    }

    @Test func namesAndValuesMatchAndEnterOpensTheFoundSetting() async throws {
        let (session, screen) = try await session()
        #expect(screen.isSearchable)
        try await session.send(KeyScript.parse("/ m o c k"))
        #expect(session.frameText().contains("/ mock▏  1 match"), "a value as shown")
        #expect(session.frameText().contains("▸ Data source"))
        #expect(!session.frameText().contains("Language"))
        try await session.send(KeyScript.parse("enter enter"))
        #expect(session.frameText().contains("Settings › Data source"))
        session.quit()
    }

    @Test func aClickSelectsAndASecondClickOpens() async throws {
        let (session, screen) = try await session()
        let body = session.navigator.bodyContext(in: RenderContext(size: session.size, theme: .noColor))
        let click = Key.mouse(MouseEvent(.press(.left), column: 5, row: 1))  // Region
        guard case .handled = screen.handle(click, in: body) else {
            Issue.record("the first click selects")
            return
        }
        #expect(session.frameText().contains("▸ Region"))
        guard case .push(let picker) = screen.handle(click, in: body) else {
            Issue.record("the second click opens")
            return
        }
        #expect(picker.title.contains("Region"))
        session.quit()
    }
}
