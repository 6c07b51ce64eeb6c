import Foundation
import JSONDecoding
import Logging
import Networking
import PacksInterface
import Testing

@testable import Packs

/// The real backend sample (../shared/fixtures/inpost-packs.json) is the contract: it must decode
/// completely, with its traps (23-digit ids, `pickUpDate`, absent dates, BROKEN_STATUS) handled.
@Suite(
    "InPost contract",
    // CI keeps the real samples beside the checkout; elsewhere the suite reports itself skipped.
    .enabled(
        if: PacksTestSupport.hasInpostSample,
        "../shared/fixtures/inpost-packs.json is absent; the contract cannot be checked here"))
struct PacksContractTests {
    private func samplePacks() throws -> (PacksResponseDTO, [Pack]) {
        let response = try APIClient.decode(
            PacksResponseDTO.self, from: Data(contentsOf: PacksTestSupport.inpostSample))
        return (response, RemotePacksSource.packs(from: response, logger: Logger(label: "test")))
    }

    @Test func everyPackDecodesAndNothingIsSkipped() throws {
        let (response, packs) = try samplePacks()
        #expect(response.skipped.isEmpty)
        #expect(packs.count == 7)
        #expect(packs.allSatisfy { $0.id.count == 23 && $0.id.allSatisfy(\.isNumber) })
        #expect(packs.allSatisfy { Int64($0.id) == nil }, "ids are wider than Int64")
    }

    @Test func brokenStatusIsUnsupportedAndKept() throws {
        let (_, packs) = try samplePacks()
        let broken = try #require(packs.first { $0.id == "76730345345597442248333" })
        #expect(broken.status == .unsupported("BROKEN_STATUS"))
        #expect(broken.sender == "Bad server response")
        #expect(broken.shipmentType == .courier)
        #expect(packs.filter { !$0.status.isSupported }.count == 1)
    }

    @Test func datesAndThePickUpDateSpellingAreRead() throws {
        let (_, packs) = try samplePacks()
        let lorem = try #require(packs.first { $0.id == "96730345345597442248333" })
        #expect(lorem.pickUpDate == ISO8601DateParser.parse("2022-11-05T04:56:07Z"))
        #expect(lorem.expiryDate == nil && lorem.storedDate == nil, "absent dates stay absent")
        let first = try #require(packs.first)
        #expect(first.expiryDate == Date(timeIntervalSince1970: 1_669_697_767))
        #expect(Set(packs.map(\.shipmentType)) == [.parcelLocker, .courier])
    }

    @Test func theSampleSortsAndGroupsAsSpecified() throws {
        let (_, packs) = try samplePacks()
        let sections = PackSection.grouping(sorted: PackOrdering.sorted(packs))
        try #require(sections.count > 1)
        #expect(
            sections[0].packs.map(\.id) == [
                "16730345345597442248333",  // READY_TO_PICKUP 130
                "56730345345597442248333",  // OUT_FOR_DELIVERY 120, same dates: larger id first
                "46730345345597442248333",
                "96730345345597442248333",  // CONFIRMED 30 with a pickup date comes first
                "26730345345597442248333",
                "66730345345597442248333",  // NOT_READY 20
                "76730345345597442248333",  // BROKEN_STATUS, unsupported -1, last
            ])
        #expect(sections[1].packs.isEmpty, "nothing in the sample is delivered or returned")
    }
}
