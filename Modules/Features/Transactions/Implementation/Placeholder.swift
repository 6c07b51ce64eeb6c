// Placeholder until the Transactions team lands this target.
