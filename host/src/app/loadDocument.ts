/**
 * Replaces the current document with the one at `url` (a full navigation, not a route change): how the
 * app and the login page, two documents, hand over to each other. A module of its own so tests can
 * watch it.
 */
export function loadDocument(url: string): void {
  window.location.replace(url);
}
