/** The text to show for a failed query: its message, or null while there is no error. */
export function errorMessage(error: unknown): string | null {
  if (!error) return null;
  return error instanceof Error ? error.message : String(error);
}
