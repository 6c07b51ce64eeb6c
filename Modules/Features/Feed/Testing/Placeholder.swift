// Placeholder until the Feed team lands this target.
