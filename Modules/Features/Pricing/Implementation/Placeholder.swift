// Placeholder until the Pricing team lands this target.
