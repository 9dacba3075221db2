import { areaMetadataFile, type LanguageCode } from '@atrium/platform';
import type { RemoteEntry } from './registry';

/** A remote's metadata document in `language`: beside its manifest, revalidated on every start. */
export async function fetchAreaMetadata(remote: RemoteEntry, language: LanguageCode): Promise<unknown> {
  const url = new URL(areaMetadataFile(language), remote.manifest);
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${url.href} answered ${response.status}`);
  return response.json();
}
