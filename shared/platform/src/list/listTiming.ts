/** How long after the last key a list's search goes to the URL and the API (the box shows it at once). */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * How long a deletion can be undone: the rows disappear at once, the toast offers Undo this long, and
 * only then are the delete calls sent. End-to-end tests move the clock past it.
 */
export const UNDO_WINDOW_MS = 5000;
