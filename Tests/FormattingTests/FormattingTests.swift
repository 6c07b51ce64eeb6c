import Testing
@testable import Formatting

@Test func placeholder() {}
