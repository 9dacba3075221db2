/** Files that say which build is live, and the documents: revalidated on every use. */
export const LIVE_FILES: RegExp;
/** Files named by their content: cached for a year. */
export const HASHED_FILES: RegExp;
/** The icon, web manifest and pictures: cached for a day. */
export const STABLE_FILES: RegExp;
export const CACHE_CONTROL: { live: string; hashed: string; stable: string };
/** The Cache-Control of a file by its path. */
export function cacheControlOf(pathname: string): string;
/** Source maps: never served. */
export const SOURCE_MAPS: RegExp;
/** Dot files, except /.well-known/: never served. */
export const DOT_FILES: RegExp;
/** A path whose last segment has an extension: a file, never a route. */
export const FILE_PATHS: RegExp;
