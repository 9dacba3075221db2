/** The rows of a drizzle `execute` result (PGlite and node-postgres both answer `{ rows }`). */
export const resultRows = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;
