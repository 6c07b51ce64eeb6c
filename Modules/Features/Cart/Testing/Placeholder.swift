// Placeholder until the Cart team lands this target.
