/**
 * Loads the page again: the shell reads its registry once, at start, so an override takes effect on
 * the next load. A module of its own so tests can watch it.
 */
export function reloadPage(): void {
  window.location.reload();
}
