import { session } from '@atrium/platform';
import { queryClient } from '@atrium/platform/query';
import { loadDocument } from './loadDocument';

/**
 * Signs out and opens the login page (a document of its own), keeping `to` as the page to come back
 * to. A full navigation on purpose: it works from anywhere, even from a shell that failed to render.
 */
export function signOut(to?: string): void {
  session.logout();
  queryClient.clear();
  loadDocument(to ? `/login?to=${encodeURIComponent(to)}` : '/login');
}
