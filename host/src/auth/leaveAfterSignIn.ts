import { fetchRegistry, type Registry } from '../federation/registry';
import { signInTarget } from '../router/redirectTarget';
import { loadDocument } from '../app/loadDocument';

/**
 * Leaves the login page for its `?to=` target once signed in. Whether the app knows the target's path
 * depends on which areas are live, so the registry is read first; if it cannot be read, the root.
 */
export async function leaveAfterSignIn(
  to: string,
  {
    load = loadDocument,
    registry = () => fetchRegistry('/remotes.json', 3000),
  }: { load?: (url: string) => void; registry?: () => Promise<Registry> } = {},
): Promise<void> {
  const known = await registry().catch(() => null);
  load(signInTarget(to, known));
}
