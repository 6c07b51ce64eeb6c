import Testing

@Test("placeholder until the Packs team lands its tests") func placeholder() {}
