// Medians, the comparison table and reports/bench.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The median of the numbers (failed runs, null, left out); null when there are none. */
export function median(values) {
  const xs = values.filter((x) => typeof x === 'number').sort((a, b) => a - b);
  if (!xs.length) return null;
  const mid = Math.floor(xs.length / 2);
  return xs.length % 2 ? xs[mid] : (xs[mid - 1] + xs[mid]) / 2;
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value) => `${Math.round(value)} ms`;

/**
 * The rows of the report: { label, unit, federated: samples, single: samples, ratioTarget?,
 * federatedTarget? } — a ratio target is met when federated/single ≤ it; a federated target when the
 * federated median ≤ it.
 */
export function summarise(rows) {
  return rows.map((row) => {
    const federated = median(row.federated);
    const single = median(row.single);
    const ratio = federated !== null && single ? federated / single : null;
    return {
      ...row,
      median: { federated, single },
      failures: {
        federated: row.federated.filter((x) => typeof x !== 'number').length,
        single: row.single.filter((x) => typeof x !== 'number').length,
      },
      ratio,
      ratioMet: row.ratioTarget !== undefined && ratio !== null ? ratio <= row.ratioTarget : undefined,
      federatedMet:
        row.federatedTarget !== undefined && federated !== null
          ? federated <= row.federatedTarget
          : undefined,
    };
  });
}

/** The table, as text. */
export function formatTable(summary) {
  const format = (unit, value) => (value === null ? '—' : unit === 'bytes' ? kb(value) : ms(value));
  const mark = (met) => (met === undefined ? '' : met ? ' ✓' : ' ✗');
  const lines = summary.map((row) => {
    const target = [
      row.ratioTarget !== undefined ? `ratio ≤ ${row.ratioTarget.toFixed(2)}${mark(row.ratioMet)}` : '',
      row.federatedTarget !== undefined
        ? `federated ≤ ${format(row.unit, row.federatedTarget)}${mark(row.federatedMet)}`
        : '',
    ]
      .filter(Boolean)
      .join('; ');
    const failed = row.failures.federated + row.failures.single;
    return [
      row.label,
      format(row.unit, row.median.federated),
      format(row.unit, row.median.single),
      row.ratio === null ? '—' : row.ratio.toFixed(2),
      target + (failed ? `  (${failed} failed run${failed > 1 ? 's' : ''})` : ''),
    ];
  });
  const header = ['', 'federated', 'single', 'fed/single', 'target'];
  const widths = header.map((_, i) => Math.max(...[header, ...lines].map((line) => line[i].length)));
  const render = (line) =>
    line
      .map((cell, i) => (i === 0 || i === 4 ? cell.padEnd(widths[i]) : cell.padStart(widths[i])))
      .join('  ');
  return [render(header), widths.map((w) => '─'.repeat(w)).join('  '), ...lines.map(render)].join('\n');
}

export function writeReport(file, report) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
}
