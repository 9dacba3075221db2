// Every journey on both builds, RUNS times, alternating builds so that a busy moment of the machine
// falls on both alike.
import { AREA_SCREENS, DASHBOARDS, productTable, signIn, visitArea } from './journeys.mjs';

/**
 * @returns {Promise<{ samples: Record<string, Record<string, (number|null)[]>>, errors: object[], detail: object }>}
 *   samples[build][metric]: one value per run, null when that run failed; detail[build]: the requests
 *   the first sign-in journey counted.
 */
export async function measure(browser, builds, runs, log = console.log) {
  const samples = Object.fromEntries(Object.keys(builds).map((build) => [build, {}]));
  const errors = [];
  const detail = {};
  const record = (build, metric, value) => (samples[build][metric] ??= []).push(value ?? null);

  /** A journey that fails is recorded against its run, and the bench goes on. */
  const attempt = async (build, journey, run) => {
    try {
      return await run();
    } catch (error) {
      const message = String(error?.message ?? error).split('\n')[0];
      errors.push({ build, journey, message });
      log(`  ✗ ${build} ${journey}: ${message}`);
      return null;
    }
  };

  for (let run = 1; run <= runs; run += 1) {
    log(`run ${run}/${runs}`);
    for (const [build, base] of Object.entries(builds)) {
      const session = await attempt(build, 'sign-in', () => signIn(browser, base));
      // What the first sign-in counted, request by request, so the bytes can be checked.
      if (session && !detail[build]) detail[build] = session.requests;
      record(build, 'loginBytes', session?.loginBytes);
      record(build, 'loginMs', session?.loginMs);
      record(build, 'signInBytes', session?.signInBytes);
      record(build, 'totalBytes', session ? session.loginBytes + session.signInBytes : null);
      record(build, 'firstContentMs', session?.firstContentMs);
      for (const screen of AREA_SCREENS) {
        const visit =
          session &&
          (await attempt(build, `visit ${screen.area}`, () =>
            visitArea(browser, base, session.storageState, screen),
          ));
        record(build, `first.${screen.area}`, visit?.firstMs);
        record(build, `second.${screen.area}`, visit?.secondMs);
        record(build, `firstBytes.${screen.area}`, visit?.firstBytes);
      }
      for (const dashboard of DASHBOARDS) {
        const visit =
          session &&
          (await attempt(build, `visit ${dashboard.path}`, () =>
            visitArea(browser, base, session.storageState, dashboard),
          ));
        record(build, `dashboard.${dashboard.path}`, visit?.firstMs);
      }
      const table =
        session &&
        (await attempt(build, 'product table', () => productTable(browser, base, session.storageState)));
      record(build, 'sortMs', table?.sortMs);
      record(build, 'nextPageMs', table?.nextPageMs);
    }
  }
  return { samples, errors, detail };
}

/** The report's rows, in order, with their targets. */
export function reportRows(samples) {
  const row = (label, metric, unit, targets = {}) => ({
    label,
    metric,
    unit,
    federated: samples.federated[metric] ?? [],
    single: samples.single[metric] ?? [],
    ...targets,
  });
  return [
    row('Login page until its form is usable: bytes', 'loginBytes', 'bytes'),
    row('Login page until its form is usable: time', 'loginMs', 'ms'),
    row('Sign-in → landing page usable: bytes', 'signInBytes', 'bytes'),
    row('Login + sign-in → landing: bytes', 'totalBytes', 'bytes', { ratioTarget: 1.05 }),
    row('Sign-in click → first content', 'firstContentMs', 'ms', { ratioTarget: 1.1 }),
    ...AREA_SCREENS.map((s) =>
      row(`First visit: ${s.area} (${s.path})`, `first.${s.area}`, 'ms', { federatedTarget: 300 }),
    ),
    ...AREA_SCREENS.map((s) =>
      row(`Second visit: ${s.area}`, `second.${s.area}`, 'ms', { federatedTarget: 100 }),
    ),
    ...AREA_SCREENS.map((s) => row(`First visit bytes: ${s.area}`, `firstBytes.${s.area}`, 'bytes')),
    ...DASHBOARDS.map((d) =>
      row(`First visit: ${d.path}, every card drawn`, `dashboard.${d.path}`, 'ms', { federatedTarget: 400 }),
    ),
    row('Product table: sort by price → new rows', 'sortMs', 'ms', { federatedTarget: 50 }),
    row('Product table: next page → new rows', 'nextPageMs', 'ms', { federatedTarget: 50 }),
  ];
}
