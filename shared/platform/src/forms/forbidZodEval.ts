import { config } from 'zod/v4/core';

/**
 * Tells zod not to compile parsers with `new Function`. The documents' Content-Security-Policy forbids
 * eval, so zod's compiled parsers can never run, and unless told so zod probes for them when an object
 * schema is built, which the browser refuses and reports as a violation. zod keeps this setting on
 * `globalThis`, so one call covers every copy of zod the areas bundle: documents call it before any
 * area's code loads.
 */
export function forbidZodEval(): void {
  config({ jitless: true });
}
