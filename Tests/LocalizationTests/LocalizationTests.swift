import Testing
@testable import Localization

@Test func placeholder() {}
