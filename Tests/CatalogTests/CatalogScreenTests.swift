import CatalogInterface
import CatalogTesting
import Foundation
import Localization
import MosaicTestSupport
import SnapshotTesting
import TerminalUI
import Testing

@testable import Catalog

/// The catalog screen as text.
@MainActor @Suite struct CatalogScreenTests {
    private func session(_ results: [CatalogLoad], language: Language = .en) -> HeadlessSession {
        let model = CatalogViewModel(catalog: FakeCatalogService(results), clock: frozen())
        return HeadlessSession(
            root: CatalogScreen(model: model, texts: texts(language)),
            size: TerminalSize(width: 80, height: 16))
    }

    @Test func productsWithSkippedEntries() async throws {
        let issues = [
            CatalogIssue(position: 4, code: "REFUND", reason: .negativePrice(-5, currency: "EUR")),
            CatalogIssue(position: 5, code: nil, reason: .missingCode),
        ]
        let session = session([
            CatalogLoad(snapshot: CatalogFixtures.snapshot(issues: issues, syncedAt: referenceDate - 90))
        ])
        try await session.settle()
        #expect(session.phase == .settled)
        assertSnapshot(of: session.frameText(), as: .lines)
    }

    @Test func offlineInSpanish() async throws {
        let saved = CatalogFixtures.snapshot(syncedAt: referenceDate - 2 * 3600, source: .cache)
        let session = session([CatalogLoad(snapshot: saved, failure: .offline)], language: .es)
        try await session.settle()
        let frame = session.frameText()
        #expect(frame.contains("Sin conexión: se muestran los productos guardados hace 2 horas."))
        #expect(frame.contains("7,50\u{00A0}€"))
        assertSnapshot(of: frame, as: .lines)
    }

    @Test func failureThenRetry() async throws {
        let session = session([
            CatalogLoad(snapshot: nil, failure: .offline), CatalogLoad(snapshot: CatalogFixtures.snapshot()),
        ])
        try await session.settle()
        #expect(session.phase == .failed("You are offline. No products are saved on this device yet."))
        assertSnapshot(of: session.frameText(), as: .lines)
        try await session.send(.character("r"))
        #expect(session.phase == .settled)
        #expect(session.frameText().contains("Cabify Coffee Mug"))
    }

    @Test func enterShowsTheProduct() async throws {
        let session = session(
            [CatalogLoad(snapshot: CatalogFixtures.snapshot(syncedAt: referenceDate))], language: .de)
        try await session.settle()
        try await session.send([.down, .down, .enter])
        let frame = session.frameText()
        #expect(frame.contains("Katalog › Cabify Coffee Mug"))
        #expect(frame.contains("7,50\u{00A0}€"))
        assertSnapshot(of: frame, as: .lines)
    }

    @Test func emptyCatalogSaysSoAndListsSkippedEntries() async throws {
        let issues = [CatalogIssue(position: 1, code: "ONLY", reason: .missingPrice)]
        let session = session(
            [CatalogLoad(snapshot: CatalogFixtures.snapshot([], issues: issues))], language: .pl)
        try await session.settle()
        let frame = session.frameText()
        #expect(frame.contains("Brak produktów w sprzedaży"))
        #expect(frame.contains("nr 1 ONLY: brak ceny"))
        #expect(frame.contains("Pominięto 1 produkt z serwera"))
    }
}
