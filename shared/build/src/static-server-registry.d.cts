/** The remote origins of the API's registry, asked at most once per `ttlMs`; null when the API cannot say. */
export function createApiRegistryOrigins(options: {
  upstream: string;
  ttlMs?: number;
  timeoutMs?: number;
  fetch?: typeof fetch;
}): { fresh: () => Promise<void>; current: () => string[] | null };
