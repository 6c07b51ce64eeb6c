import Foundation
import Networking
import PricingInterface
import Testing

@testable import Pricing

/// Seeded single-element mutations of each feature's sample payload (300 each, 1,200 in the deep
/// budget: ``FuzzBudget``), decoded the way the feature decodes them: nothing crashes, and a
/// malformed element drops only itself.
@Suite struct DecodingFuzzTests {
    static let mutationsPerPayload = FuzzBudget.rounds(default: 300, deep: 1_200)

    @Test(arguments: Payload.all)
    func aMalformedElementDropsOnlyItself(_ payload: Payload) throws {
        let (document, listPath) = try payload.document()
        guard case .array(let elements) = document[listPath] else {
            Issue.record("\(payload.name): no list at \(listPath)")
            return
        }
        let baseline = try payload.read(Data(document.serialized.utf8))
        #expect(
            baseline.usable + baseline.skipped.count == elements.count, "the unmutated sample reads whole")
        var mutator = Mutator(random: SeededRandomNumberGenerator(seed: 0x6D6F_7361_6963))
        var dropped = 0
        for round in 0..<Self.mutationsPerPayload {
            let mutation = mutator.mutate(document, listPath: listPath)
            let reading: Payload.Reading
            do {
                reading = try payload.read(Data(mutation.body.utf8))
            } catch {
                if payload.feature == .pricing, case .invalid = error as? RulesProblem {
                    dropped += 1  // rejected as a whole, by design, with the offending field named
                    continue
                }
                Issue.record("\(payload.name) round \(round), \(mutation): the whole list failed: \(error)")
                continue
            }
            #expect(
                reading.usable + reading.skipped.count == elements.count,
                "\(payload.name) round \(round), \(mutation): every element is either read or skipped")
            #expect(
                reading.skipped.isSubset(of: baseline.skipped.union([mutation.element])),
                "\(payload.name) round \(round), \(mutation): only the mutated element may be dropped")
            if reading.skipped.contains(mutation.element) && !baseline.skipped.contains(mutation.element) {
                dropped += 1
            }
        }
        // The mutations are meant to break elements: a fuzzer that never breaks one tests nothing.
        #expect(dropped > Self.mutationsPerPayload / 10, "\(payload.name): \(dropped) elements dropped")
    }

    @Test func aLoneSurrogateInADateDropsOnlyThatTransaction() throws {
        let body = #"""
            {"items": [
              {"partnerDisplayName": "A", "alias": {"reference": "1"}, "category": 1,
               "transactionDetail": {"bookingDate": "2022-07-24T10:59:05+0200\uD800", "value": {"amount": 1, "currency": "PBP"}}},
              {"partnerDisplayName": "B", "alias": {"reference": "2"}, "category": 1,
               "transactionDetail": {"bookingDate": "2022-07-24T10:59:05+0200", "value": {"amount": 2, "currency": "PBP"}}}
            ]}
            """#
        let reading = try Payload.all[1].read(Data(body.utf8))
        #expect(reading == Payload.Reading(usable: 1, skipped: [0]))
    }
}
