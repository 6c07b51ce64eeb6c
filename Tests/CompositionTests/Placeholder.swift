import Testing

@Test("placeholder until the apps land") func placeholder() {}
