/** An opaque bearer token for an account (the mock API does not check it). */
export function tokenFor(id: number): string {
  const bytes = new Uint8Array(24);
  globalThis.crypto.getRandomValues(bytes);
  return `atrium.${id}.${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}
