import Foundation
import HiringInterface
import MosaicTestSupport
import Networking
import Testing

@testable import Hiring

/// The real sample of the brief's backend (../shared/fixtures/fetch-hiring.json), against a
/// reference computed here from the raw JSON.
@Suite struct ContractTests {
    /// The raw elements, read without the feature's decoder.
    private func raw() throws -> [[String: Any]] {
        let data = try Data(contentsOf: SharedFixtures.hiring)
        return try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
    }

    private func groups(_ order: HiringSortOrder) throws -> (groups: [HiringGroup], skipped: Int) {
        let dto = try APIClient.decode(HiringResponseDTO.self, from: Data(contentsOf: SharedFixtures.hiring))
        return (HiringGrouping.groups(dto.items, order: order), dto.skipped.count)
    }

    @Test(
        "kept and dropped counts per list match the raw sample",
        // The shared fixtures folder sits beside the checkout in CI; a lone checkout has none.
        .enabled(if: SharedFixtures.hiringExists, "skipped: ../shared/fixtures/fetch-hiring.json is absent"))
    func countsPerListMatchTheRawSample() throws {
        var kept: [Int: Int] = [:]
        var dropped: [Int: Int] = [:]
        for element in try raw() {
            let listId = try #require(element["listId"] as? Int)
            let name = element["name"] as? String
            if let name, !name.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
                kept[listId, default: 0] += 1
            } else {
                dropped[listId, default: 0] += 1
            }
        }
        let (groups, skipped) = try groups(.natural)
        #expect(skipped == 0)
        #expect(groups.map(\.listId) == Set(kept.keys).union(dropped.keys).sorted())
        for group in groups {
            #expect(group.entries.count == kept[group.listId, default: 0], "kept in list \(group.listId)")
            #expect(group.dropped == dropped[group.listId, default: 0], "dropped in list \(group.listId)")
        }
        #expect(groups.reduce(0) { $0 + $1.entries.count + $1.dropped } == (try raw()).count)
    }

    @Test(
        "natural order puts Item 2 before Item 10 in the real sample",
        .enabled(if: SharedFixtures.hiringExists, "skipped: ../shared/fixtures/fetch-hiring.json is absent"))
    func naturalOrderOnTheRealSample() throws {
        for group in try groups(.natural).groups {
            // Every name in the sample is "Item <number>": the numbers must rise.
            let numbers = try group.entries.map { try #require(Int($0.name.dropFirst("Item ".count))) }
            #expect(numbers == numbers.sorted(), "list \(group.listId)")
            #expect(group.entries.allSatisfy { $0.listId == group.listId })
        }
    }

    @Test(
        "text order matches the reference solution's plain string sort of the real sample",
        .enabled(if: SharedFixtures.hiringExists, "skipped: ../shared/fixtures/fetch-hiring.json is absent"))
    func textOrderOnTheRealSample() throws {
        var reference: [Int: [String]] = [:]
        for element in try raw() {
            guard let name = element["name"] as? String, !name.trimmingCharacters(in: .whitespaces).isEmpty,
                let listId = element["listId"] as? Int
            else { continue }
            reference[listId, default: []].append(name)
        }
        let groups = try groups(.text).groups
        for group in groups {
            #expect(
                group.entries.map(\.name) == reference[group.listId, default: []].sorted(),
                "list \(group.listId)")
        }
        // The two orders really differ on this data ("Item 100" vs "Item 28").
        #expect(
            try self.groups(.natural).groups.map { $0.entries.map(\.id) }
                != groups.map { $0.entries.map(\.id) })
    }
}
