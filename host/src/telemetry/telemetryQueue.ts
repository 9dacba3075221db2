import type { TelemetryEvent } from '@atrium/contracts';

/** A batch goes when this many events wait, or this long after the first of them, or as the page hides. */
export const TELEMETRY_BATCH_SIZE = 50;
export const TELEMETRY_FLUSH_MS = 30_000;

export type SendTelemetry = (events: TelemetryEvent[], options: { leaving: boolean }) => Promise<void>;

/**
 * Collects the shell's telemetry and sends it in batches. Telemetry never gets in a user's way: a batch
 * that fails to send is dropped (not retried, not reported), and nothing waits on one.
 */
export function createTelemetryQueue(send: SendTelemetry) {
  let waiting: TelemetryEvent[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;

  function flush(leaving = false): void {
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (!waiting.length) return;
    const events = waiting.slice(0, 100);
    waiting = waiting.slice(100);
    void send(events, { leaving }).catch(() => undefined);
    if (waiting.length) flush(leaving);
  }

  return {
    add(event: TelemetryEvent): void {
      waiting.push(event);
      if (waiting.length >= TELEMETRY_BATCH_SIZE) flush();
      else timer ??= setTimeout(() => flush(), TELEMETRY_FLUSH_MS);
    },
    flush,
    /** How many events wait (for tests). */
    get size(): number {
      return waiting.length;
    },
  };
}

export type TelemetryQueue = ReturnType<typeof createTelemetryQueue>;
