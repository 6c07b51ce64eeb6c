import Testing

@Test("placeholder until the Settings team lands its tests") func placeholder() {}
