import Testing

@testable import Networking

@Suite("Mock behaviors a feature declares in its source")
struct DeclaredMockBehaviorTests {
    @Test("a valid declaration is the validated behavior")
    func validDeclaration() throws {
        let range = MockBehavior.declared(latency: .seconds(1) ... .seconds(2), failureRate: 0.2)
        #expect(range == (try MockBehavior(latency: .seconds(1) ... .seconds(2), failureRate: 0.2)))
        let fixed = MockBehavior.declared(latency: .seconds(2))
        #expect(fixed.latency == .seconds(2) ... .seconds(2))
        #expect(fixed.failureRate == 0)
    }

    @Test("a negative latency stops the program instead of answering at once")
    func negativeLatencyTraps() async {
        await #expect(processExitsWith: .failure) {
            _ = MockBehavior.declared(latency: .seconds(-1))
        }
    }

    @Test("a failure rate outside 0...1 stops the program")
    func rateOutOfRangeTraps() async {
        await #expect(processExitsWith: .failure) {
            _ = MockBehavior.declared(latency: .zero, failureRate: 1.5)
        }
    }
}
