import AppCoreTestSupport
import Clocks
import Foundation
import Localization
import MosaicTestSupport
import Networking
import OrdersInterface
import OrdersTesting
import SnapshotTesting
import TerminalUI
import Testing
@testable import Orders

/// The details screen as text: fresh, the list's copy after a failed fetch, delivered with its
/// photo, and an id that cannot be loaded.
@MainActor @Suite struct OrderDetailScreenTests {
    private func session(
        _ id: String, _ details: [OrderDetailLoad], language: Language = .en, height: Int = 30
    ) -> HeadlessSession {
        let service = FakeOrdersService(
            lists: [OrdersLoad(snapshot: OrderFixtures.snapshot())], details: [id: details])
        let model = OrderDetailViewModel(
            id: id, service: service, clock: TestClock(), wallClock: frozen(at: ordersNow))
        return HeadlessSession(
            root: OrderDetailScreen(model: model, texts: texts(language)),
            size: TerminalSize(width: 90, height: height))
    }

    @Test func aPendingOrderShowsItsDriverAndTimeline() async throws {
        let order = OrderFixtures.pending()
        let session = session(
            order.id, [OrderDetailLoad(order: order, source: .server, syncedAt: ordersNow - 30)])
        defer { session.quit() }
        try await session.settle()
        let frame = session.frameText()
        #expect(frame.contains("Piotr Zieliński, +48 600 100 200"))
        #expect(frame.contains("○ Picked up  not yet"))
        #expect(frame.contains("Synced 30 seconds ago"))
        assertSnapshot(of: frame, as: .lines)
    }

    @Test func aFailedFetchShowsTheListCopyAndSaysSoInSpanish() async throws {
        let order = OrderFixtures.inTransit()
        let session = session(
            order.id,
            [
                OrderDetailLoad(
                    order: order, source: .savedList, syncedAt: ordersNow - 3_600, failure: .offline)
            ],
            language: .es)
        defer { session.quit() }
        try await session.settle()
        let frame = session.frameText()
        #expect(
            frame.contains(
                "No se pudieron cargar los detalles. No tienes conexión. Se muestra la copia de la lista"))
        #expect(frame.contains("de envíos, sincronizada hace 1 hora."))
        #expect(frame.contains("Poznań hub"))
        assertSnapshot(of: frame, as: .lines)
    }

    @Test func aDeliveredOrderShowsItsPhotoFrameWithoutColours() async throws {
        let order = OrderFixtures.delivered()
        let session = session(
            order.id, [OrderDetailLoad(order: order, source: .server, syncedAt: ordersNow)])
        defer { session.quit() }
        try await session.settle()
        let frame = session.frameText()
        #expect(frame.contains("Delivery photo: doorstep"))
        #expect(frame.contains("● Delivered"))
        assertSnapshot(of: frame, as: .lines)
    }

    /// A photo name the app has no picture for is said in words, not shown raw.
    @Test func aPhotoWithoutAPictureIsSaidInWords() async throws {
        var order = OrderFixtures.delivered()
        order.deliveryPhoto = "porch_9\u{1B}[31m.jpg"
        let session = session(order.id, [OrderDetailLoad(order: order, source: .server, syncedAt: ordersNow)])
        defer { session.quit() }
        try await session.settle()
        try await session.send(.end)
        let frame = session.frameText()
        #expect(frame.contains("No picture is available for this photo (porch_9"), "\(frame)")
        #expect(!frame.contains("\u{1B}"), "the server's name is sanitized")
    }

    @Test(arguments: Language.allCases)
    func aDeliveredOrderScrollsToItsPhotoAt80x24(language: Language) async throws {
        let order = OrderFixtures.delivered()
        let session = HeadlessSession(
            root: OrderDetailScreen(
                model: OrderDetailViewModel(
                    id: order.id,
                    service: FakeOrdersService(
                        lists: [OrdersLoad(snapshot: OrderFixtures.snapshot())],
                        details: [
                            order.id: [OrderDetailLoad(order: order, source: .server, syncedAt: ordersNow)]
                        ]),
                    clock: TestClock(), wallClock: frozen(at: ordersNow)),
                texts: texts(language)),
            size: TerminalSize(width: 80, height: 24))
        defer { session.quit() }
        try await session.settle()
        let more = texts(language).localizer.plural(OrdersStrings.detailMore, count: 1)
        let marker = try #require(more.components(separatedBy: " · ").last)  // "PgDn to scroll"
        let top = session.frameText()
        #expect(top.contains(marker), "the window says rows are hidden below: \(top)")
        #expect(top.split(separator: "\n").allSatisfy { $0.count <= 80 })
        try await session.send(.end)
        let bottom = session.frameText()
        #expect(!bottom.contains(marker), "at the end nothing is hidden: \(bottom)")
        #expect(bottom != top, "End scrolled")
        try await session.send(.home)
        #expect(session.frameText() == top, "Home is back at the top")
    }

    @Test func anIdThatCannotBeLoadedFailsWithRetry() async throws {
        let session = session("WB-4040", [])
        defer { session.quit() }
        try await session.settle()
        guard case .failed(let message) = session.phase else {
            Issue.record("expected a failure, got \(session.phase)")
            return
        }
        #expect(
            message.hasPrefix(
                "Order WB-4040 could not be loaded. The server answered with an error (HTTP 404)."))
        #expect(session.frameText().contains("r retry"))
    }
}
