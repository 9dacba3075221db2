// What the API server's check scripts (smoke.mjs, instances.mjs) share: a check that prints and stops
// the run at its first failure, the tally at the end, and a free local port.
import net from 'node:net';

const checks = [];

/** Prints `✓ name (detail)`; a failed check prints `✗` and throws, ending the run. */
export function check(name, ok, detail = '') {
  checks.push({ name, ok });
  console.log(`${ok ? '✓' : '✗'} ${name}${detail ? ` (${detail})` : ''}`);
  if (!ok) throw new Error(`failed: ${name}`);
}

/** The tally line: how many checks passed of how many run. */
export const tally = () => `${checks.filter((c) => c.ok).length}/${checks.length} checks passed`;

/** A port no one listens on, on 127.0.0.1, as the system hands it out. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}
