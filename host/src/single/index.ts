// The single-bundle build's entry. Without Module Federation there are no shared libraries to negotiate
// before the app runs, so no async boundary: the shell starts from this chunk.
import './bootstrap';
