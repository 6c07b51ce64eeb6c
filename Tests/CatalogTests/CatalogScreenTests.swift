import AppCoreTestSupport
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

    /// In the store the details add the product to the cart with `+`, the key the store's list
    /// adds with, and say how many the cart holds; the catalog alone offers no `+`.
    @Test func plusInTheDetailsAddsTheProductToTheCart() async throws {
        let cart = RecordingCart()
        let load = CatalogLoad(snapshot: CatalogFixtures.snapshot(syncedAt: referenceDate))
        let model = CatalogViewModel(catalog: FakeCatalogService([load]), clock: frozen())
        let session = HeadlessSession(
            root: CatalogScreen(model: model, source: CatalogList(texts: texts(.en), cart: cart)),
            size: TerminalSize(width: 80, height: 16))
        defer { session.quit() }
        try await session.settle()
        try await session.send([.down, .down, .enter])
        #expect(session.frameText().contains("+ add to cart"), "\(session.frameText())")
        try await session.send([.character("+"), .character("+")])
        #expect(cart.added == ["MUG", "MUG"])
        #expect(session.frameText().contains("In the cart: 2 × Cabify Coffee Mug."), "\(session.frameText())")
        cart.refusal = .quantityLimit(maximum: 999)
        try await session.send(.character("+"))
        #expect(session.frameText().contains("MUG cannot go above 999 units in one cart."))
        cart.refusal = .storageFailed
        try await session.send(.character("+"))
        #expect(session.frameText().contains("Your cart could not be saved on this device."))
        try await session.send(.down)
        #expect(!session.frameText().contains("Your cart"), "the banner stays until the next key")

        let alone = self.session([CatalogLoad(snapshot: CatalogFixtures.snapshot(syncedAt: referenceDate))])
        defer { alone.quit() }
        try await alone.settle()
        try await alone.send([.down, .down, .enter, .character("+")])
        #expect(!alone.frameText().contains("add to cart"))
        #expect(!alone.frameText().contains("In the cart"))
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

/// A cart that records what the details add, or refuses with `refusal` (only the main actor, the
/// test and its screen, touches it).
private final class RecordingCart: CatalogCart, @unchecked Sendable {
    var added: [String] = []
    var refusal: CatalogCartError?

    func addOne(_ code: String) throws(CatalogCartError) -> Int {
        if let refusal { throw refusal }
        added.append(code)
        return added.filter { $0 == code }.count
    }
}
