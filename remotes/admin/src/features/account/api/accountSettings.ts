import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@atrium/platform';
import type {
  AccountPasswordChange,
  AccountSettings,
  AccountSettingsSection,
  PaymentCardCreate,
} from '@atrium/contracts';

export const accountSettingsKeys = { all: ['account', 'settings'] as const };

export const accountSettingsQuery = () =>
  queryOptions({
    queryKey: accountSettingsKeys.all,
    queryFn: ({ signal }) => api<AccountSettings>('/api/account/settings', { signal }),
  });

/** GET /api/account/settings (addition): the signed-in account's own settings. */
export function useAccountSettings() {
  return useQuery(accountSettingsQuery());
}

/** The cached settings become the answer of a save. */
function useSettingsMutation<T>(call: (body: T) => Promise<AccountSettings>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (settings) => client.setQueryData(accountSettingsKeys.all, settings),
  });
}

/** PUT /api/account/settings/{section} (addition). */
export function useSaveAccountSection<S extends AccountSettingsSection>(section: S) {
  return useSettingsMutation((body: AccountSettings[S]) =>
    api<AccountSettings>(`/api/account/settings/${section}`, { method: 'PUT', body }),
  );
}

/** POST /api/account/settings/cards (addition): the server keeps the last four digits only. */
export function useAddPaymentCard() {
  return useSettingsMutation((body: PaymentCardCreate) =>
    api<AccountSettings>('/api/account/settings/cards', { method: 'POST', body }),
  );
}

/** DELETE /api/account/settings/cards/{id} (addition). */
export function useDeletePaymentCard() {
  return useSettingsMutation((id: number) =>
    api<AccountSettings>(`/api/account/settings/cards/${id}`, { method: 'DELETE' }),
  );
}

/** POST /api/account/password (addition). */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: AccountPasswordChange) =>
      api<{ message: string }>('/api/account/password', { method: 'POST', body }),
  });
}
