// Placeholder until the Settings team lands this target.
