import type { TelemetryEvent } from '@atrium/contracts';
import { reportAreaError, reportAreaView, reportAreaVital, setTelemetrySink } from './areaTelemetry';

describe('area telemetry reports', () => {
  const events: TelemetryEvent[] = [];
  beforeEach(() => {
    events.length = 0;
    setTelemetrySink({ add: (e) => events.push(e), versionOf: (area) => `${area}@2` });
  });
  afterAll(() => setTelemetrySink(undefined));

  it('names the area and its live build, with rounded figures and bounded messages', () => {
    reportAreaView('invoice', 812.4);
    reportAreaVital('invoice', 'CLS', 0.12345);
    reportAreaVital('invoice', 'INP', 87.6);
    reportAreaError('invoice', 'render', new Error('x'.repeat(600)));
    expect(events.slice(0, 4)).toEqual([
      { kind: 'view', area: 'invoice', version: 'invoice@2' },
      { kind: 'load', area: 'invoice', version: 'invoice@2', phase: 'firstPage', ms: 812 },
      { kind: 'vital', area: 'invoice', version: 'invoice@2', name: 'CLS', value: 0.123 },
      { kind: 'vital', area: 'invoice', version: 'invoice@2', name: 'INP', value: 88 },
    ]);
    expect(events[4]).toMatchObject({ kind: 'error', during: 'render' });
    expect((events[4] as { message: string }).message).toHaveLength(500);
  });

  it('goes nowhere before telemetry starts', () => {
    setTelemetrySink(undefined);
    expect(() => reportAreaView('chat', 1)).not.toThrow();
    expect(events).toEqual([]);
  });
});
