import CartInterface
import CatalogInterface
import CatalogTesting
import Foundation
import Localization
import MosaicTestSupport
import SnapshotTesting
import TerminalUI
import Testing

@testable import Cart

/// The store screen, the checkout and the receipt as text.
@MainActor @Suite struct StoreScreenTests {
    private func session(_ harness: StoreHarness, language: Language = .en, height: Int = 30) throws
        -> HeadlessSession
    {
        let texts = storeTexts(language)
        let history = OrderHistoryStore(database: harness.database)
        let screen = StoreScreen(model: try harness.model(), texts: texts) {
            OrderHistoryScreen(model: OrderHistoryViewModel(history: history), texts: texts)
        }
        return HeadlessSession(root: screen, size: TerminalSize(width: 90, height: height))
    }

    @Test func cartWithDiscountsSavingsAndTotal() async throws {
        let session = try session(StoreHarness())
        try await session.settle()
        try await session.send(KeyScript.parse("+ + + down + + + down +"))
        let frame = session.frameText()
        #expect(frame.contains("Cart  7 items"))
        #expect(frame.contains("€74.25"))
        // A saving is what the customer keeps: a positive amount after "You save".
        let savings = try #require(frame.split(separator: "\n").first { $0.contains("You save") })
        #expect(savings.hasSuffix("€8.25"), "\(savings)")
        #expect(!savings.contains("-€"), "\(savings)")
        assertSnapshot(of: frame, as: .lines)
    }

    @Test func minusAndClearChangeTheCart() async throws {
        let session = try session(StoreHarness())
        try await session.settle()
        try await session.send(KeyScript.parse("+ + + - down + x"))
        let frame = session.frameText()
        #expect(frame.contains("2 × Cabify Voucher"))
        #expect(!frame.contains("Cabify T-Shirt  at"))
    }

    @Test func checkoutAsksForConfirmationAndCancelKeepsTheCart() async throws {
        let session = try session(StoreHarness())
        try await session.settle()
        try await session.send(KeyScript.parse("+ + c"))
        let prompt = session.frameText()
        #expect(prompt.contains("Pay €9.00 for 2 items?"))
        assertSnapshot(of: prompt, as: .lines)
        try await session.send(.character("n"))
        #expect(!session.frameText().contains("Pay €9.00"))
        #expect(session.frameText().contains("2 × Cabify Voucher"))
    }

    /// The checkout question is answered with the language's keys, which its footer and the
    /// question's line show: `s` pays in Spanish, where `y` ("and") does nothing and once read
    /// "y pagar" beside a key that never answered.
    @Test(arguments: Language.allCases)
    func checkoutIsAnsweredWithTheLanguagesKeys(language: Language) async throws {
        let harness = try StoreHarness(immediate: true)
        let session = try session(harness, language: language)
        try await session.settle()
        try await session.send(KeyScript.parse("+ c"))
        let texts = storeTexts(language)
        let keys = language.answerKeys
        let yes = "\(keys.yes) \(texts.localizer[CartStrings.confirmYes])"
        let no = "\(keys.no) \(texts.localizer[CartStrings.confirmNo])"
        let asked = session.frameText()
        let footer = try #require(asked.split(separator: "\n").last.map(String.init))
        #expect(footer.contains(yes) && footer.contains(no), "\(footer)")
        #expect(asked.components(separatedBy: yes).count == 3, "the question's line and the footer: \(asked)")
        // Another language's yes key leaves the question open.
        for other in Language.allCases.map(\.answerKeys.yes) where other != keys.yes && other != keys.no {
            try await session.send(.character(other))
            #expect(session.frameText().contains(yes), "\(other) answered the question in \(language)")
        }
        try await session.send(.character(keys.yes))
        #expect(session.frameText().contains("S-000001"), "\(session.frameText())")
    }

    @Test func payingShowsTheReceiptAndTheOrderIsKept() async throws {
        let harness = try StoreHarness(immediate: true)
        let session = try session(harness, language: .es)
        try await session.settle()
        try await session.send(KeyScript.parse("+ + + down + + + down + c s"))
        let receipt = session.frameText()
        #expect(receipt.contains("Recibo S-000001"))
        #expect(receipt.contains("74,25\u{00A0}€"))
        assertSnapshot(of: receipt, as: .lines)
        try await session.send(.enter)
        let store = session.frameText()
        #expect(store.contains("Pedido S-000001 pagado (74,25\u{00A0}€)."))
        #expect(store.contains("Tu carrito está vacío"))
        try await session.send(.character("o"))
        #expect(session.frameText().contains("S-000001"))
        assertSnapshot(of: session.frameText(), as: .lines, named: "orders")
        try await session.send(.enter)
        #expect(session.frameText().contains("Autorización del pago AUTH42"))
    }

    @Test func aDeclinedPaymentSaysSoInTheUsersLanguageAndEscKeepsTheCart() async throws {
        let harness = try StoreHarness(
            routes: [paymentRoute(#"{"status": "declined", "message": "Card expired"}"#)], immediate: true)
        let session = try session(harness)
        try await session.settle()
        try await session.send(KeyScript.parse("+ c y"))
        // The provider's own (English) words go to the log, not into the sentence.
        #expect(session.phase == .failed("The payment was declined. Nothing was charged; your cart is kept."))
        try await session.send(.escape)
        #expect(session.frameText().contains("1 × Cabify Voucher"))
    }

    @Test func offlineStoreShowsTheBannerAndRefusesCheckout() async throws {
        let saved = CatalogFixtures.snapshot(syncedAt: referenceDate - 2 * 3600, source: .cache)
        let harness = try StoreHarness(
            catalog: FakeCatalogService([CatalogLoad(snapshot: saved, failure: .offline)]))
        let session = try session(harness, language: .de)
        try await session.settle()
        try await session.send(KeyScript.parse("+"))
        // Before `c` is pressed, the footer says paying is not possible now.
        let footer = try #require(session.frameText().split(separator: "\n").last)
        #expect(footer.contains("c bezahlen: offline"), "\(footer)")
        try await session.send(KeyScript.parse("c"))
        let frame = session.frameText()
        #expect(frame.contains("Offline: Es werden die vor 2 Stunden gespeicherten Produkte"))
        // `c` answers: why it cannot pay, below the one offline banner (which says checkout
        // needs a connection and the cart is kept).
        #expect(frame.contains("ℹ Ohne Verbindung ist kein Bezahlen möglich."), "\(frame)")
        #expect(frame.components(separatedBy: "⊘").count - 1 == 1, "\(frame)")
        #expect(frame.contains("Zum Bezahlen ist"))
        #expect(!frame.contains("Bezahlen?"), "no confirmation offline")
        assertSnapshot(of: frame, as: .lines)
    }

    /// The same over `--keys`, in English: the footer offers no payment while offline, and `c`
    /// says why instead of doing nothing.
    @Test func offlineTheCKeySaysWhyItCannotPay() async throws {
        let saved = CatalogFixtures.snapshot(syncedAt: referenceDate - 60, source: .cache)
        let harness = try StoreHarness(
            catalog: FakeCatalogService([CatalogLoad(snapshot: saved, failure: .offline)]))
        let session = try session(harness)
        try await session.settle()
        try await session.send(KeyScript.parse("+"))
        let before = session.frameText()
        #expect(!before.contains("You are offline, so checkout is not possible"), "\(before)")
        let footer = try #require(before.split(separator: "\n").last)
        #expect(footer.contains("c checkout: offline"), "\(footer)")
        try await session.send(KeyScript.parse("c"))
        let after = session.frameText()
        #expect(after.contains("You are offline, so checkout is not possible."), "\(after)")
        #expect(session.navigator.stack.count == 1, "no payment screen")
    }

    @Test func whilePayingEscIsNeitherOfferedNorTaken() async throws {
        let session = try session(StoreHarness())
        defer { session.quit() }
        try await session.settle()
        try await session.send(KeyScript.parse("+ c"))
        // Handled without settling: the payment waits on a clock that never moves.
        let context = RenderContext(size: session.size, theme: .noColor)
        session.navigator.handle(.character("y"), in: context)
        #expect(session.navigator.stack.count == 2)
        let footer = try #require(session.frameText().split(separator: "\n").last)
        #expect(!footer.contains("esc"), "\(footer)")
        #expect(footer.contains("q quit"), "\(footer)")
        session.navigator.handle(.escape, in: context)
        #expect(session.navigator.stack.count == 2, "Esc does not leave a payment halfway")
    }

    @Test func aLongCartScrollsWithTheSelection() async throws {
        let session = try session(StoreHarness(), height: 16)
        try await session.settle()
        try await session.send(KeyScript.parse("+ down + down + down + down + down +"))
        let atTheEnd = session.frameText()
        #expect(atTheEnd.contains("1 × Cabify Sticker Pack"), "the selected product's line\n\(atTheEnd)")
        #expect(atTheEnd.contains("more rows above"), "\(atTheEnd)")
        #expect(atTheEnd.contains("Total"))
        try await session.send(.home)
        let atTheTop = session.frameText()
        #expect(atTheTop.contains("1 × Cabify Voucher"), "\(atTheTop)")
        #expect(atTheTop.contains("more rows below"), "\(atTheTop)")
        #expect(!atTheTop.contains("more rows above"), "\(atTheTop)")
        try await session.send(.down)
        #expect(session.frameText().contains("1 × Cabify T-Shirt"))
    }

    @Test func aLongCartIsCutButKeepsItsTotals() async throws {
        let session = try session(StoreHarness(), height: 16)
        try await session.settle()
        try await session.send(KeyScript.parse("+ down + down + down + down + down +"))
        let frame = session.frameText()
        #expect(frame.contains("more rows"))
        #expect(frame.contains("Total"))
    }
}
