import { HttpResponse } from 'msw';

/** A 4xx answer with a JSON message naming the problem. */
export function jsonError(status: number, message: string) {
  return HttpResponse.json({ message }, { status });
}

/** Reads a JSON body; undefined when the body is missing or not JSON. */
export async function readJson(request: Request): Promise<unknown> {
  try {
    const text = await request.text();
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

/** The pattern an endpoint path matches on any origin (browser page, jest, the HTTP server). */
export const api = (path: string) => `*${path}`;

/** Schema-like: anything with zod's safeParse. */
interface BodySchema<T> {
  safeParse(
    value: unknown,
  ):
    | { success: true; data: T }
    | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
}

/**
 * Reads and validates a JSON body. Returns the data, or a 400 answer naming the problem (a missing
 * body, malformed JSON, or the first invalid field) with per-field `errors`.
 */
export async function parseBody<T>(
  request: Request,
  schema: BodySchema<T>,
): Promise<{ data: T } | { error: Response }> {
  const raw = await readJson(request);
  if (raw === undefined) return { error: jsonError(400, 'The request body must be JSON') };
  const parsed = schema.safeParse(raw);
  if (parsed.success) return { data: parsed.data };
  const errors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path.map(String).join('.') || 'body';
    (errors[key] ??= []).push(issue.message);
  }
  const [first] = parsed.error.issues;
  const where = first.path.map(String).join('.') || 'body';
  return {
    error: HttpResponse.json({ message: `Invalid ${where}: ${first.message}`, errors }, { status: 400 }),
  };
}

/**
 * A positive integer id from a path parameter, or undefined. Only the canonical decimal form is an id:
 * `0x3`, `1e0`, ` 3`, `03`, `-1`, `3.0` or a number past 2^53 would otherwise name an entity by
 * accident (or every entity's neighbour), so they are refused.
 */
export function idParam(value: string | readonly string[] | undefined): number | undefined {
  const text = typeof value === 'string' ? value : undefined;
  if (text === undefined || !/^[1-9][0-9]{0,15}$/.test(text)) return undefined;
  const id = Number(text);
  return Number.isSafeInteger(id) ? id : undefined;
}

/** The 400 answer to a path id that is not a canonical positive integer. */
export function malformedId(name = 'id'): Response {
  return jsonError(400, `Malformed ${name}: use a positive whole number`);
}
