import { onCLS, onINP, onLCP, type Metric } from 'web-vitals';
import type { WebVital } from '@atrium/contracts';
import type { AreaStore } from '../federation/areaStore';
import { areaForPath, type Registry } from '../federation/registry';
import { reportAreaError, reportAreaLoad, reportAreaVital, setTelemetrySink } from './areaTelemetry';
import { createTelemetryQueue } from './telemetryQueue';
import { sendTelemetry } from './sendTelemetry';

/** How long the browser took to fetch a resource (its resource timing), if it did. */
function fetchMs(url: string): number | undefined {
  const [entry] = performance.getEntriesByName(url, 'resource');
  return entry?.duration;
}

/** The entry script the runtime fetched for a remote: a script from beside its manifest. */
function entryMs(manifest: string): number | undefined {
  const base = manifest.slice(0, manifest.lastIndexOf('/') + 1);
  const entry = performance
    .getEntriesByType('resource')
    .find((e) => e.name.startsWith(base) && (e as PerformanceResourceTiming).initiatorType === 'script');
  return entry?.duration;
}

/**
 * Starts the shell's telemetry of the areas: load phases and failures as the area store sees them,
 * render errors and page views (reported by the router's area views), and the web vitals of each
 * page, all attributed to the area that owns the route, batched to the API. It lasts as long as the
 * page (nothing stops it).
 */
export function startAreaTelemetry(areas: AreaStore, registry: Registry): void {
  const queue = createTelemetryQueue(sendTelemetry);
  setTelemetrySink({
    add: queue.add,
    // Which build this page runs: its registry version, or where its manifest is (the static registry).
    versionOf: (area) => {
      const remote = registry.remotes.find((r) => r.name === area);
      return remote?.version !== undefined ? `v${remote.version}` : (remote?.manifest ?? 'unknown');
    },
  });

  // An area's load: from when the store starts it until its contract is in (or it fails).
  const started = new Map<string, number>();
  const seen = new Map<string, string>();
  const onAreas = () => {
    for (const remote of registry.remotes) {
      const state = areas.get(remote.name);
      if (seen.get(remote.name) === state.status) continue;
      seen.set(remote.name, state.status);
      if (state.status === 'loading') started.set(remote.name, performance.now());
      else if (state.status === 'ready' && started.has(remote.name)) {
        const manifest = fetchMs(remote.manifest);
        const entry = entryMs(remote.manifest);
        if (manifest !== undefined) reportAreaLoad(remote.name, 'manifest', manifest);
        if (entry !== undefined) reportAreaLoad(remote.name, 'entry', entry);
        reportAreaLoad(remote.name, 'contract', performance.now() - started.get(remote.name)!);
        started.delete(remote.name);
      } else if (state.status === 'error') {
        started.delete(remote.name);
        reportAreaError(remote.name, 'load', state.error);
      }
    }
  };
  areas.subscribe(onAreas);
  onAreas();

  // A vital is the page's at the time it is reported: the area whose route is shown.
  const vital = (name: WebVital) => (metric: Metric) => {
    const area = areaForPath(registry, window.location.pathname);
    if (area) reportAreaVital(area.name, name, metric.value);
  };
  onLCP(vital('LCP'));
  onINP(vital('INP'));
  onCLS(vital('CLS'));

  const leave = () => {
    if (document.visibilityState === 'hidden') queue.flush(true);
  };
  document.addEventListener('visibilitychange', leave);
  window.addEventListener('pagehide', () => queue.flush(true));
}
