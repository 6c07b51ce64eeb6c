import Foundation
import MosaicTestSupport
import Networking
import Testing
import TransactionsInterface
import TransactionsMocks

@testable import Transactions

/// One malformed item of `GET /transactions` costs only itself: the rest is listed, and the
/// screen, the table and the JSON say how many items could not be read.
@MainActor @Suite struct ToleranceTests {
    /// One good item, then the four ways the whole list used to fail: a null currency, a null
    /// partner, an item that is a string, and a lone surrogate in a date.
    static let body = #"""
        {"items": [
          {"partnerDisplayName": "Aral", "alias": {"reference": "0001"}, "category": 2,
           "transactionDetail": {"bookingDate": "2024-04-02T07:45:10+0200", "value": {"amount": 64, "currency": "PBP"}}},
          {"partnerDisplayName": "REWE", "alias": {"reference": "0002"}, "category": 1,
           "transactionDetail": {"bookingDate": "2024-04-02T07:45:10+0200", "value": {"amount": 5, "currency": null}}},
          {"partnerDisplayName": null, "alias": {"reference": "0003"}, "category": 1,
           "transactionDetail": {"bookingDate": "2024-04-02T07:45:10+0200", "value": {"amount": 5, "currency": "PBP"}}},
          "not a transaction",
          {"partnerDisplayName": "dm", "alias": {"reference": "0004"}, "category": 1,
           "transactionDetail": {"bookingDate": "2024-04-02T07:45:10\uD800+0200", "value": {"amount": 5, "currency": "PBP"}}}
        ]}
        """#

    @Test func eachMalformedItemIsSkippedAloneWithWhereAndWhy() throws {
        let page = try APIClient.decode(TransactionsPageDTO.self, from: Data(Self.body.utf8))
        #expect(page.items.elements.map(\.alias.reference) == ["0001"])
        #expect(page.items.skipped.map(\.index) == [1, 2, 3, 4])
        try #require(page.items.skipped.count > 1)
        #expect(
            page.items.skipped[0].reason.hasSuffix("at transactionDetail.value.currency"),
            "\(page.items.skipped[0])")
        #expect(page.items.skipped[1].reason.hasSuffix("at partnerDisplayName"), "\(page.items.skipped[1])")
        #expect(page.items.count == 5)
    }

    @Test func aBodyThatIsNoListStillFailsAsAWhole() async throws {
        let source = try remoteSource(#"{"items": {"partnerDisplayName": "Aral"}}"#)
        await #expect(throws: NetworkError.self) { try await source.fetchList() }
    }

    @Test func theSourceAndTheViewModelCountTheSkippedItems() async throws {
        let source = try remoteSource(Self.body)
        let batch = try await source.fetchList()
        #expect(batch.elements.map(\.reference) == ["0001"])
        #expect(batch.skipped == 4)
        let model = TransactionsListViewModel(repository: try makeRepository(source))
        await model.load()
        #expect(model.allTransactions.map(\.reference) == ["0001"])
        #expect(model.skipped == 4)
    }

    @Test func theScreenSaysHowManyEntriesCouldNotBeRead() async throws {
        let file = try bodyFile()
        defer { try? FileManager.default.removeItem(atPath: file) }
        let run = await runTransactions([
            "--plain", "--data-file", file, "--store", "memory", "--language", "en",
        ])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("4 entries could not be read and are left out."), "\(run.stdout)")
        #expect(run.stdout.contains("Aral"))
    }

    @Test func theTableAndTheJSONCountTheSkippedItems() async throws {
        let file = try bodyFile()
        defer { try? FileManager.default.removeItem(atPath: file) }
        let table = await runTransactions(["transactions", "--data-file", file, "--store", "memory"])
        #expect(table.status == 0, "\(table.stderr)")
        #expect(table.stdout.contains("Sum: 64 points (All categories, 1 transaction)"), "\(table.stdout)")
        #expect(
            table.stdout.hasSuffix("\n4 entries could not be read and are left out.\n"), "\(table.stdout)")
        let polish = await runTransactions([
            "transactions", "--data-file", file, "--store", "memory", "--language", "pl",
        ])
        #expect(polish.stdout.contains("Nie udało się odczytać 4 wpisów; pominięto je."), "\(polish.stdout)")
        let json = await runTransactions([
            "transactions", "--data-file", file, "--store", "memory", "--format", "json",
        ])
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(object["skipped"] as? Int == 4)
        #expect(object["source"] as? String == "server")
        #expect(object["count"] as? Int == 1)
        #expect(object["syncedAt"] is String)
    }

    private func bodyFile() throws -> String {
        let path = temporaryPath("tolerance.json")
        try Data(Self.body.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    private func remoteSource(_ body: String) throws -> RemoteTransactionsSource {
        let factory = HTTPClientFactory(
            environment: .mock, fixtures: .instant,
            routes: try MockRouteRegistry([TransactionsMocks.routes[0].replacingBody(Data(body.utf8))]))
        return RemoteTransactionsSource(
            api: factory.apiClient(for: RemoteTransactionsSource.service), logger: quietLogger)
    }
}
