import Formatting
import Foundation
import JSONDecoding
import Networking
import Testing
import TransactionsInterface
import TransactionsMocks
import TransactionsTesting

@testable import Transactions

/// The backend contract: the real PAYBACK sample and our own bundled mock data decode exactly.
@Suite struct DecodingContractTests {
    // The real sample lives beside the checkout (../shared/fixtures); without it the test is
    // reported as skipped with this reason instead of passing silently.
    @Test(
        "the real sample decodes: 21 items, offsets without a colon, missing descriptions, PBP",
        .enabled(if: realSampleIsPresent, "skipped: ../shared/fixtures/payback-transactions.json is absent"))
    func realSample() throws {
        let transactions = try decodeRealSample()
        #expect(transactions.count == 21)

        // "2022-07-24T10:59:05+0200" is 08:59:05 UTC: the offset without a colon is honored.
        let first = try #require(transactions.first)
        #expect(first.partnerDisplayName == "REWE Group")
        #expect(first.bookingDate == TransactionFixtures.date("2022-07-24T08:59:05+0000"))
        #expect(first.amount == Money(amount: 124, currency: "PBP"))
        #expect(first.amount.isPoints)
        #expect(first.category == 1)

        // Two items have no description: kept, not dropped, with nil.
        let withoutDescription = transactions.filter { $0.description == nil }
        #expect(withoutDescription.map(\.reference) == ["094844835601044", "468385434897236"])
        #expect(withoutDescription.map(\.partnerDisplayName) == ["OTTO Group", "Fressnapf"])

        // References are strings: leading zeros survive, and a 16-digit one too.
        try #require(transactions.count > 1)
        #expect(transactions[1].reference == "098193809705561")
        #expect(transactions.last?.reference == "3083421587504918")

        #expect(Set(transactions.map(\.amount.currency)) == ["PBP"])
        // Whole points, exactly as sent (jq '[.items[].transactionDetail.value.amount]').
        let amounts: [Decimal] = [
            124, 1240, 53, 353, 43, 75, 12, 86, 49, 95, 83, 435, 72, 33, 28, 64, 123, 456, 74, 2143, 129,
        ]
        #expect(transactions.map(\.amount.amount) == amounts)
        #expect(transactions.last?.bookingDate == TransactionFixtures.date("2022-12-01T08:59:05+0000"))
    }

    @Test(
        "the real sample goes through the remote source exactly as served on GET /transactions",
        .enabled(if: realSampleIsPresent, "skipped: ../shared/fixtures/payback-transactions.json is absent"))
    func realSampleThroughTheRemoteSource() async throws {
        let body = try Data(contentsOf: realSampleURL)
        let route = TransactionsMocks.routes[0].replacingBody(body)
        let source = try remoteSource(routes: [route])
        let transactions = try await source.fetchAll()
        #expect(transactions == (try decodeRealSample()))
    }

    @Test func bundledMockDataHasTheSameSchema() async throws {
        let source = try remoteSource(routes: TransactionsMocks.routes)
        let transactions = try await source.fetchAll()
        #expect(transactions.count == 16)
        #expect(transactions.contains { $0.description == nil })
        #expect(transactions.contains { $0.reference.hasPrefix("0") })
        #expect(Set(transactions.map(\.amount.currency)) == ["PBP"])
        // Two bookings at the same instant exercise the tie-break in the app too.
        #expect(Set(transactions.map(\.bookingDate)).count == transactions.count - 1)
    }

    @Test func blankDescriptionsCountAsMissingAndDecimalsStayExact() throws {
        let json = """
            {"items": [{"partnerDisplayName": "Amazon", "alias": {"reference": "0001"}, "category": 4,
              "transactionDetail": {"description": "  ", "bookingDate": "2023-05-02T10:00:00+0200",
              "value": {"amount": 12.35, "currency": "eur"}}}]}
            """
        let transaction = try #require(
            try APIClient.decode(TransactionsPageDTO.self, from: Data(json.utf8)).items.elements.first?
                .transaction)
        #expect(transaction.description == nil)
        #expect(transaction.amount == Money(amount: Decimal(string: "12.35")!, currency: "EUR"))
    }

    @Test func aContractViolationSkipsTheItemAndNamesTheField() async throws {
        let json = """
            {"items": [{"partnerDisplayName": "Aral", "alias": {"reference": 42}, "category": 1,
              "transactionDetail": {"bookingDate": "2023-05-02T10:00:00+0200", "value": {"amount": 1, "currency": "PBP"}}}]}
            """
        let page = try APIClient.decode(TransactionsPageDTO.self, from: Data(json.utf8))
        #expect(page.items.elements.isEmpty)
        #expect(page.items.skipped.count == 1)
        #expect(
            page.items.skipped.first?.reason.hasSuffix("at alias.reference") == true, "\(page.items.skipped)")
        let source = try remoteSource(routes: [TransactionsMocks.routes[0].replacingBody(Data(json.utf8))])
        #expect(
            try await source.fetchList()
                == FetchedList<Transaction>([], skipped: 1, payload: Data(json.utf8)),
            "the body is kept with the list, for the offline copy")
    }

    /// The production source over the mock transport serving `routes` at once, never failing.
    private func remoteSource(routes: [MockRoute]) throws -> RemoteTransactionsSource {
        let factory = HTTPClientFactory(
            environment: .mock, fixtures: .instant, routes: try MockRouteRegistry(routes))
        return RemoteTransactionsSource(api: factory.apiClient(for: RemoteTransactionsSource.service))
    }
}
