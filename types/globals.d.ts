/** True in development builds only (shared/build DefinePlugin). */
declare const __ATRIUM_DEV__: boolean;
/** The app's name: 'host' or an area. */
declare const __ATRIUM_APP__: string;
/** This build's release label (package version, or ATRIUM_RELEASE at build time). */
declare const __ATRIUM_RELEASE__: string;
