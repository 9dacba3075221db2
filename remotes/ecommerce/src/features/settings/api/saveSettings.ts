import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@atrium/platform';
import type { EcommerceSettings, SettingsSection } from '@atrium/contracts';
import { settingsKeys } from './getSettings';

export function saveSettings<S extends SettingsSection>(section: S, body: EcommerceSettings[S]) {
  return api<EcommerceSettings>(`/api/apps/ecommerce/settings/${section}`, { method: 'PUT', body });
}

/** PUT /api/apps/ecommerce/settings/{section} (addition); the cached settings become the answer. */
export function useSaveSettings<S extends SettingsSection>(section: S) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: EcommerceSettings[S]) => saveSettings(section, body),
    onSuccess: (settings) => client.setQueryData(settingsKeys.all, settings),
  });
}
