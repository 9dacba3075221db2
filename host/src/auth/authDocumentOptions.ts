import type { Registry } from '../federation/registry';
import type { FetchText } from './prefetchApp';

/** What the authentication pages need to know of the build they belong to. */
export interface AuthDocumentOptions {
  /** Where the app's registry comes from (default: the federated build's /remotes.json). */
  registry?: () => Promise<Registry>;
  /** How the app's start-up scripts are read for prefetching (see prefetchApp.ts). */
  fetchText?: FetchText;
}

/**
 * The federated build's: the defaults. The single-bundle build replaces this module with its own
 * (host/src/single/authDocumentOptions.ts, by a build alias), so the pages' entries are the same files.
 */
export const authDocumentOptions: AuthDocumentOptions = {};
