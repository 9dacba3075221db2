/**
 * `policyFor(documentFile)`: the Content-Security-Policy of one document served beside `registryFile`;
 * `policyFor(null)`: that of a document with no inline script.
 */
export function createDocumentPolicy(options: {
  registryFile: string;
  apiBaseUrl?: string;
  warn?: (message: string) => void;
  /** The API registry's remote origins, or null to use the file's. */
  liveOrigins?: () => string[] | null;
}): (documentFile: string | null) => string;
/** The policy's text. */
export function contentSecurityPolicy(options: {
  scriptHashes?: string[];
  remoteOrigins?: string[];
  apiOrigin?: string | null;
}): string;
/** `'sha256-…'` of every inline script of a document. */
export function inlineScriptHashes(html: string): string[];
