import Foundation
import Testing

@testable import Networking

@Suite("Service descriptors declared with a literal production URL")
struct ServiceDescriptorTests {
    @Test("an https literal gives the same descriptor as the throwing initializer")
    func httpsLiteral() throws {
        let literal = ServiceDescriptor(id: "store", prodURL: "https://store.example/v1")
        let checked = try ServiceDescriptor(
            id: "store", prodBaseURL: URL(string: "https://store.example/v1")!)
        #expect(literal == checked)
        #expect(literal.prodBaseURL.absoluteString == "https://store.example/v1")
    }

    @Test("an http literal stops the program: a production URL must be https")
    func httpLiteralTraps() async {
        await #expect(processExitsWith: .failure) {
            _ = ServiceDescriptor(id: "store", prodURL: "http://store.example")
        }
    }

    @Test("a literal that is not a web URL stops the program")
    func nonURLLiteralTraps() async {
        await #expect(processExitsWith: .failure) {
            _ = ServiceDescriptor(id: "store", prodURL: "store.example")
        }
    }
}
