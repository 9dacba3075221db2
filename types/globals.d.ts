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
