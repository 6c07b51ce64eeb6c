import Testing
@testable import TerminalUI

@Test func placeholder() {}
