/** What a build of the app in `dir` stamps on its contract and metadata (see build-stamp.cjs). */
export function buildStamp(dir: string): {
  contractVersion: string;
  federationRuntime: string;
  shared: Record<string, string>;
};
