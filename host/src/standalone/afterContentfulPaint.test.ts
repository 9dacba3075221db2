/** @jest-environment node */
import { afterContentfulPaint } from './afterContentfulPaint';

type Callback = (list: { getEntriesByName: (name: string) => unknown[] }) => void;

/** A stand-in for the browser's PerformanceObserver that reports the paints a test names. */
function fakePaintTiming() {
  const observers: Callback[] = [];
  class FakeObserver {
    static supportedEntryTypes = ['paint'];
    constructor(private readonly callback: Callback) {}
    observe() {
      observers.push(this.callback);
    }
    disconnect() {
      observers.splice(observers.indexOf(this.callback), 1);
    }
  }
  Object.defineProperty(globalThis, 'PerformanceObserver', { value: FakeObserver, configurable: true });
  return {
    paint: (name: string) =>
      [...observers].forEach((callback) =>
        callback({ getEntriesByName: (asked) => (asked === name ? [{ name }] : []) }),
      ),
    observing: () => observers.length,
  };
}

describe('afterContentfulPaint', () => {
  const original = globalThis.PerformanceObserver;
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    Object.defineProperty(globalThis, 'PerformanceObserver', { value: original, configurable: true });
  });

  it('waits for the first contentful paint, not the first paint', async () => {
    const timing = fakePaintTiming();
    let resolved = false;
    void afterContentfulPaint().then(() => (resolved = true));
    timing.paint('first-paint');
    await Promise.resolve();
    expect(resolved).toBe(false);
    timing.paint('first-contentful-paint');
    await Promise.resolve();
    expect(resolved).toBe(true);
    expect(timing.observing()).toBe(0);
  });

  it('gives up waiting when no paint comes (a tab in the background)', async () => {
    const timing = fakePaintTiming();
    let resolved = false;
    void afterContentfulPaint(500).then(() => (resolved = true));
    jest.advanceTimersByTime(499);
    await Promise.resolve();
    expect(resolved).toBe(false);
    jest.advanceTimersByTime(1);
    await Promise.resolve();
    expect(resolved).toBe(true);
    expect(timing.observing()).toBe(0);
  });

  it('resolves at once in a browser without paint timing', async () => {
    Object.defineProperty(globalThis, 'PerformanceObserver', { value: undefined, configurable: true });
    await expect(afterContentfulPaint()).resolves.toBeUndefined();
  });
});
