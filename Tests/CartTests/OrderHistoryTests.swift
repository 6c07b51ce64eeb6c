import CartInterface
import CartTesting
import DataStorage
import Foundation
import Localization
import MosaicTestSupport
import SavedCart
import TerminalUI
import Testing

@testable import Cart

/// The order history: kept across restarts, newest first, read failures shown.
@MainActor @Suite struct OrderHistoryTests {
    @Test func ordersSurviveARestartNewestFirstAndRecordingEmptiesTheCart() async throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let location = StorageLocation.file(directory.appending(path: "store.sqlite"))
        do {
            let database = try AppDatabase(
                location: location, appName: "cart-tests", migrations: [CartMigrations.all])
            let store = OrderHistoryStore(database: database)
            let cart = CartStore(database: database)
            try cart.add("MUG", quantity: 2)
            let first = try await store.record(
                CartFixtures.referenceReceipt(number: 0), charged: [.init(code: "MUG", quantity: 2)],
                idempotencyKey: "first")
            try cart.add("CAP", quantity: 3)
            let second = try await store.record(
                CartFixtures.referenceReceipt(number: 0, placedAt: referenceDate + 60),
                charged: [.init(code: "CAP", quantity: 2)], idempotencyKey: "second")
            #expect(first.number == 1)
            #expect(second.number == 2)
            try database.close()
        }
        let reopened = try AppDatabase(
            location: location, appName: "cart-tests", migrations: [CartMigrations.all])
        let orders = try await OrderHistoryStore(database: reopened).orders()
        #expect(orders.map(\.reference) == ["S-000002", "S-000001"])
        #expect(orders.last == CartFixtures.referenceReceipt(number: 1))
        #expect(try CartStore(database: reopened).load().lines == [.init(code: "CAP", quantity: 1)])
    }

    @Test func anUnreadableHistoryFailsWithASentenceAndKeepsTheDetailForTheLog() async throws {
        let model = OrderHistoryViewModel(history: FakeOrderHistory(nil))
        await model.load()
        #expect(model.failure?.detail == "the order history is unavailable (fake)")
        let session = HeadlessSession(
            root: OrderHistoryScreen(
                model: OrderHistoryViewModel(history: FakeOrderHistory(nil)), texts: storeTexts(.de))
        )
        try await session.settle()
        #expect(session.phase == .failed("Deine Bestellungen konnten auf diesem Gerät nicht gelesen werden."))
        #expect(session.frameText().contains("r erneut versuchen"), "\(session.frameText())")
    }

    @Test func noOrdersIsEmptyAndAReceiptOpens() async throws {
        let empty = HeadlessSession(
            root: OrderHistoryScreen(
                model: OrderHistoryViewModel(history: FakeOrderHistory([])), texts: storeTexts()))
        try await empty.settle()
        #expect(empty.frameText().contains("No orders yet"))
        let session = HeadlessSession(
            root: OrderHistoryScreen(
                model: OrderHistoryViewModel(history: FakeOrderHistory([CartFixtures.referenceReceipt()])),
                texts: storeTexts(.pl)))
        try await session.settle()
        #expect(session.frameText().contains("7 sztuk"))
        try await session.send(.enter)
        let receipt = session.frameText()
        #expect(receipt.contains("Paragon S-000001"))
        #expect(receipt.contains("74,50\u{00A0}€"))
    }

    @Test(arguments: ["# 1", "s - 0 0 0 0 0 1", "# 0 0 0 0 0 1"])
    func anOrderIsFoundByItsReferenceAsPeopleQuoteIt(typed: String) async throws {
        var second = CartFixtures.referenceReceipt()
        second.number = 2
        let session = HeadlessSession(
            root: OrderHistoryScreen(
                model: OrderHistoryViewModel(
                    history: FakeOrderHistory([second, CartFixtures.referenceReceipt()])),
                texts: storeTexts()))
        try await session.settle()
        try await session.send(try KeyScript.parse("/ " + typed))
        let frame = session.frameText()
        #expect(frame.contains("1 match"), "\(typed): \(frame)")
        #expect(frame.contains("S-000001") && !frame.contains("S-000002"), "\(typed): \(frame)")
    }
}
