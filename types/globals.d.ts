/** True in development builds only (shared/build DefinePlugin). */
declare const __ATRIUM_DEV__: boolean;
/** The app's name: 'host' or an area. */
declare const __ATRIUM_APP__: string;
/** This build's release label (package version, or ATRIUM_RELEASE at build time). */
declare const __ATRIUM_RELEASE__: string;
/** The area contract version this app is built against (shared/platform's contract-version.json). */
declare const __ATRIUM_CONTRACT_VERSION__: string;
/** The Module Federation runtime core version this app is built against. */
declare const __ATRIUM_FEDERATION_RUNTIME__: string;
/** The range of each shared package this app is built against (a remote stamps them on its contract). */
declare const __ATRIUM_SHARED_RANGES__: Record<string, string>;
/** The version of each shared singleton this app provides to the page (the host's: what areas must meet). */
declare const __ATRIUM_SHARED_SINGLETONS__: Record<string, string>;
