// Placeholder until the Packs team lands this target.
