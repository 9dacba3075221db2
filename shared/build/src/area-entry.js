// The module a remote exposes as `./area`: the area's declaration (its src/area.ts, aliased) stamped
// with what this remote was built against. The stamp is made here, in the remote's own bundle, on
// purpose: the platform package is a shared singleton, so code in it runs as the host's copy and would
// report the host's versions, and a remote built against another contract would pass unnoticed.
/* global __ATRIUM_CONTRACT_VERSION__, __ATRIUM_FEDERATION_RUNTIME__, __ATRIUM_RELEASE__, __ATRIUM_SHARED_RANGES__ -- shared/build's DefinePlugin */
import area from 'atrium-area-declaration';

export default {
  ...area,
  contractVersion: __ATRIUM_CONTRACT_VERSION__,
  federationRuntime: __ATRIUM_FEDERATION_RUNTIME__,
  release: __ATRIUM_RELEASE__,
  shared: __ATRIUM_SHARED_RANGES__,
};
