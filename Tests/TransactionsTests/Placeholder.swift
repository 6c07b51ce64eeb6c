import Testing

@Test("placeholder until the Transactions team lands its tests") func placeholder() {}
