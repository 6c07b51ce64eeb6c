import Testing
@testable import Networking

@Test func placeholder() {}
