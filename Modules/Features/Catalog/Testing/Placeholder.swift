// Placeholder until the Catalog team lands this target.
