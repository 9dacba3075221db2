import type { RequestHandler } from 'msw';
import type { ListSpec } from './lib/listQuery';
import type { TallyRequest } from './lib/tallyQuery';
import type { IsoDateRange } from './lib/isoDays';

/**
 * One area's part of the API, in the folder its team owns (`remotes/<area>/api/index.ts`), the way its
 * screens are its remote: the routes it answers and what it keeps for a user. The mock and the server
 * both serve the composition of every module (handlers/index.ts), so an area's API has one owner and
 * adding an area adds a module.
 */
export interface ApiModule {
  /** The area that owns these routes: its folder under remotes/ (`kernel` for the platform's own). */
  area: string;
  /**
   * The paths the module answers, as prefixes on whole segments (`/api/apps/invoice`). No two modules
   * share one, so the order in which the modules are composed never decides which answers a call;
   * within a module, its handlers' order is its own (a literal segment before an `:id`).
   */
  prefixes: string[];
  handlers: RequestHandler[];
  /** The lists its handlers answer through the list port (the server indexes their sorts and filters). */
  lists?: ListSpec[];
  /**
   * The aggregates its handlers ask through the tally port, for a period (those without one ignore
   * it): `npm run test:api` checks each answered the same in SQL and in memory.
   */
  tallies?: (range: IsoDateRange) => TallyRequest[];
  /** Forgets what the area keeps for a user who has been deleted, so a reused id inherits nothing. */
  forgetUser?: (userId: number) => void;
}

/** The path a handler answers, without the any-origin `*` the handlers are declared with. */
export function pathOf(handler: RequestHandler): string {
  const { path } = handler.info as { path?: unknown };
  return typeof path === 'string' ? path.replace(/^\*/, '') : '';
}

/** Whether `path` is `prefix` or below it, on whole segments (`/api/apps/invoicex` is not below `/api/apps/invoice`). */
export function isUnder(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`);
}
