// A remote has no page of its own: the host loads `./area` through remoteEntry.js / mf-manifest.json.
// This entry only gives the build a root; it is never loaded by the platform.
export {};
