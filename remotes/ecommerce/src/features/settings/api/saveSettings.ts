import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@atrium/platform';
import type { EcommerceSettings, SettingsSection } from '@atrium/contracts';
import { settingsKeys } from './getSettings';

/** `revision`: of the section as the form stood on it (revisionOf); a section changed since is a 412. */
export function saveSettings<S extends SettingsSection>(
  section: S,
  body: EcommerceSettings[S],
  revision?: string,
) {
  return api<EcommerceSettings>(`/api/apps/ecommerce/settings/${section}`, {
    method: 'PUT',
    body,
    ifMatch: revision,
  });
}

/** PUT /api/apps/ecommerce/settings/{section} (addition); the cached settings become the answer. */
export function useSaveSettings<S extends SettingsSection>(section: S) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ body, revision }: { body: EcommerceSettings[S]; revision?: string }) =>
      saveSettings(section, body, revision),
    onSuccess: (settings) => client.setQueryData(settingsKeys.all, settings),
  });
}
