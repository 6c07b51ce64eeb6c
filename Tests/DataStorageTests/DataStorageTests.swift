import Testing
@testable import DataStorage

@Test func placeholder() {}
