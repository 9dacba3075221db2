// Where the API server runs, for what forwards `/api` to it (the host's dev server, the static server,
// nginx's rendered configuration). A module of its own: the static server must not load Rspack.

/** The API server the host's `/api` is forwarded to (ATRIUM_API_UPSTREAM, default http://127.0.0.1:3100). */
const API_UPSTREAM = process.env.ATRIUM_API_UPSTREAM || 'http://127.0.0.1:3100';

module.exports = { API_UPSTREAM };
