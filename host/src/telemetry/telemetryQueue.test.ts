import type { TelemetryEvent } from '@atrium/contracts';
import { createTelemetryQueue, TELEMETRY_BATCH_SIZE, TELEMETRY_FLUSH_MS } from './telemetryQueue';

const view: TelemetryEvent = { kind: 'view', area: 'chat', version: 'v1' };

describe('the telemetry queue', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('sends a batch half a minute after its first event, or at once when full', () => {
    const send = jest.fn(() => Promise.resolve());
    const queue = createTelemetryQueue(send);
    queue.add(view);
    jest.advanceTimersByTime(TELEMETRY_FLUSH_MS - 1);
    expect(send).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(send).toHaveBeenCalledWith([view], { leaving: false });
    for (let i = 0; i < TELEMETRY_BATCH_SIZE; i += 1) queue.add(view);
    expect(send).toHaveBeenCalledTimes(2);
    expect(queue.size).toBe(0);
  });

  it('sends what waits as the page hides, and drops a batch that fails without a sound', async () => {
    const send = jest.fn(() => Promise.reject(new Error('offline')));
    const queue = createTelemetryQueue(send);
    queue.add(view);
    queue.flush(true);
    expect(send).toHaveBeenCalledWith([view], { leaving: true });
    await Promise.resolve();
    expect(queue.size).toBe(0);
    queue.flush(true);
    expect(send).toHaveBeenCalledTimes(1);
  });
});
