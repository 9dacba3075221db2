// A module of its own: both chart wrappers (ApexCharts, Chart.js) merge a caller's options over the
// theme's, and neither should bring the other's library along.
type PlainObject = Record<string, unknown>;

function isPlainObject(value: unknown): value is PlainObject {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.getPrototypeOf(value) === Object.prototype
  );
}

/** Deep-merges plain objects; arrays, functions and primitives from `override` replace the base. */
export function mergeChartOptions<A extends object, B extends object>(
  base: A,
  override: B | undefined,
): A & B {
  if (!override) return base as A & B;
  const out: PlainObject = { ...(base as PlainObject) };
  for (const [key, value] of Object.entries(override as PlainObject)) {
    if (value === undefined) continue;
    const current = out[key];
    out[key] = isPlainObject(current) && isPlainObject(value) ? mergeChartOptions(current, value) : value;
  }
  return out as A & B;
}
