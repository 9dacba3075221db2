/**
 * `items` in consecutive batches of at most `size`: a long walk split into tests that run side by
 * side, each reporting every problem of its batch.
 */
export const inBatches = <T>(items: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));
