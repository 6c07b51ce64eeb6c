import AppCore
import AppRunner
import Foundation
import HiringInterface
import HiringTesting
import Testing

@testable import Hiring
@testable import HiringDemo

/// `hiring list`: table, JSON and CSV, filtered by list, in both orders; bad options exit 64,
/// an unknown list 65, and the scenarios reach the subcommand.
@MainActor @Suite struct HiringListCommandTests {
    private func list(_ extra: [String], scenario: String = "loaded") async -> AppRun {
        await MosaicMain<HiringDemoApp>.runCapturing(
            ["list", "--store", "memory", "--language", "en", "--scenario", scenario] + extra,
            environment: [:])
    }

    @Test func tablePrintsEachListWithCountsThenTheSource() async {
        let run = await list([])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("List 1 (3 items · 1 dropped)"))
        #expect(run.stdout.contains("List 3 (2 items · 1 dropped)"))
        let lines = run.stdout.split(separator: "\n").map(String.init)
        let items = lines.filter { $0.contains("Item") }.map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(items.first == "9  Item 9")
        #expect(lines.last == "Updated now")
    }

    @Test func jsonIsTheListingEnvelopeWithGroupsCountsAndOrder() async throws {
        let run = await list(["--format", "json", "--sort", "text"])
        #expect(run.status == 0, "\(run.stderr)")
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(json["source"] as? String == "server")
        #expect(json["skipped"] as? Int == 0)
        #expect(json["syncedAt"] is String)
        #expect(json["order"] as? String == "text")
        #expect(json["listId"] is NSNull)
        let groups = try #require(json["groups"] as? [[String: Any]])
        #expect(groups.map { $0["listId"] as? Int } == [1, 2, 3])
        #expect(groups.map { $0["dropped"] as? Int } == [1, 2, 1])
        let first = try #require(groups.first?["items"] as? [[String: Any]])
        #expect(first.map { $0["name"] as? String } == ["Item 100", "Item 12", "Item 9"])
    }

    @Test func csvHasAHeaderAndOneRowPerKeptItemForTheChosenList() async {
        let run = await list(["--format", "csv", "--list-id", "2"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == "listId,id,name\n2,2,Item 2\n2,10,Item 10\n")
    }

    @Test func csvQuotesCommasAndQuotesAndStripsControlCharacters() throws {
        let items = [
            HiringItem(id: 1, listId: 1, name: "Smith, \"Jr\""),
            HiringItem(id: 2, listId: 1, name: "a\u{1B}[31mred\nb"),
        ]
        let groups = HiringGrouping.groups(items, order: .natural)
        let listing = HiringListing(
            groups: groups, order: .natural, listId: nil, snapshot: HiringFixtures.snapshot(items))
        let csv = try listing.csv(texts: texts())
        #expect(csv == "listId,id,name\n1,1,\"Smith, \"\"Jr\"\"\"\n1,2,ared b")
        #expect(!csv.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    }

    /// OWASP's CSV injection advice: a cell a spreadsheet would run as a formula starts with `'`.
    @Test func csvDefusesFormulas() throws {
        let names = ["=cmd|' /C calc'!A0", "+1", "-2+3", "@SUM(A1)", "\tTab", "Plain =x", "Item 5"]
        let items = names.enumerated().map { HiringItem(id: $0.offset + 1, listId: 1, name: $0.element) }
        let listing = HiringListing(
            groups: HiringGrouping.groups(items, order: .natural), order: .natural, listId: nil,
            snapshot: HiringFixtures.snapshot(items))
        let rows = try listing.csv(texts: texts()).split(separator: "\n").dropFirst().map(String.init)
        // Sorted by name; the tab became a space when the field was sanitized.
        #expect(
            Set(rows) == [
                "1,1,'=cmd|' /C calc'!A0", "1,2,'+1", "1,3,'-2+3", "1,4,'@SUM(A1)", "1,5, Tab",
                "1,6,Plain =x",
                "1,7,Item 5",
            ], "\(rows)")
        for row in rows {
            let field = try #require(row.split(separator: ",", maxSplits: 2).last)
            #expect(!"=+-@".contains(field.first ?? " "), "no field starts a formula: \(row)")
        }
    }

    @Test func anUnknownListExits65AndABadFormatOrSortExits64() async {
        let unknown = await list(["--list-id", "9"])
        #expect(unknown.status == 65)
        #expect(unknown.stderr.contains("There is no list 9"))
        // A negative number is a list id too, not a missing value.
        let negative = await list(["--list-id", "-1"])
        #expect(negative.status == 65)
        #expect(negative.stderr.contains("There is no list -1"), "\(negative.stderr)")
        #expect(await list(["--format", "xml"]).status == 64)
        #expect(await list(["--sort", "random"]).status == 64)
    }

    @Test func theScenariosReachTheSubcommand() async {
        let failing = await list([], scenario: "failing")
        #expect(failing.status == 1)
        #expect(failing.stdout.isEmpty)
        let empty = await list(["--format", "csv"], scenario: "empty")
        #expect(empty.status == 0)
        #expect(empty.stdout == "listId,id,name\n")
        let unnamedTable = await list([], scenario: "empty")
        #expect(unnamedTable.status == 0)
        #expect(
            unnamedTable.stdout.hasPrefix("List 1 (0 items · 1 dropped)\n\nList 2 (0 items · 2 dropped)\n\n"))
        #expect(
            !unnamedTable.stdout.contains("NAME"), "no empty tables under lists whose items were all dropped")
        let offline = await list(["--format", "json"], scenario: "offline")
        #expect(offline.status == 0)
        #expect(offline.stdout.contains(#""source" : "cache""#))
    }
}
