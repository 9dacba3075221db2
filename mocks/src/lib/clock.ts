/**
 * The mock API's clock. Token expiry reads it, so that tests can move time forward without waiting
 * (and without faking the timers the HTTP interceptors rely on).
 */
let source: () => number = () => Date.now();

/** Milliseconds since the epoch, by the current clock. */
export function now(): number {
  return source();
}

/** Replaces the clock (tests); `null` restores the real one. */
export function setMockClock(clock: (() => number) | null): void {
  source = clock ?? (() => Date.now());
}
