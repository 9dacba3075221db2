// Imported first by the browser's mock API (browser.ts), before any schema is built or used: the page's
// Content-Security-Policy forbids eval, so zod's compiled parsers can never run there, and unless told
// so zod's first object parse tries `new Function`, which the browser refuses and reports.
import { config } from 'zod/v4/core';

config({ jitless: true });
