import { createContext, useContext } from 'react';
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { api } from '@atrium/platform';
import type {
  AccountPasswordChange,
  AccountSettings,
  AccountSettingsSection,
  PaymentCardCreate,
} from '@atrium/contracts';

/**
 * Whose settings the settings components read and save: the signed-in account's own (the account
 * settings page), or a user's as an admin sees them (the user view). The calls are the same shape
 * under both paths: GET `path`, PUT `path/{section}`, POST `path/cards`, DELETE `path/cards/{id}`.
 */
export interface AccountSettingsSource {
  /** Where the settings are cached. */
  queryKey: QueryKey;
  /** The settings call. */
  path: string;
  /** Other cached data a save changes (a saved plan is the user's plan), refreshed after it. */
  changes?: readonly QueryKey[];
}

export const accountSettingsKeys = { all: ['account', 'settings'] as const };

/** The signed-in account's own settings. */
export const OWN_SETTINGS: AccountSettingsSource = {
  queryKey: accountSettingsKeys.all,
  path: '/api/account/settings',
};

const SourceContext = createContext<AccountSettingsSource>(OWN_SETTINGS);

/** Gives the settings components below it another account's settings to read and save. */
export const AccountSettingsSourceProvider = SourceContext.Provider;

/** Whose settings the components here show (the signed-in account's unless a provider says otherwise). */
export function useAccountSettingsSource(): AccountSettingsSource {
  return useContext(SourceContext);
}

export const accountSettingsQuery = (source: AccountSettingsSource = OWN_SETTINGS) =>
  queryOptions({
    queryKey: source.queryKey,
    queryFn: ({ signal }) => api<AccountSettings>(source.path, { signal }),
  });

/** GET the settings of the source in context (the signed-in account's own by default). */
export function useAccountSettings() {
  return useQuery(accountSettingsQuery(useAccountSettingsSource()));
}

/** The cached settings become the answer of a save; what else the save changes is refreshed. */
function useSettingsMutation<T>(call: (path: string, body: T) => Promise<AccountSettings>) {
  const client = useQueryClient();
  const source = useAccountSettingsSource();
  return useMutation({
    mutationFn: (body: T) => call(source.path, body),
    onSuccess: async (settings) => {
      client.setQueryData(source.queryKey, settings);
      await Promise.all((source.changes ?? []).map((queryKey) => client.invalidateQueries({ queryKey })));
    },
  });
}

/** PUT {settings}/{section}. */
export function useSaveAccountSection<S extends AccountSettingsSection>(section: S) {
  return useSettingsMutation((path, body: AccountSettings[S]) =>
    api<AccountSettings>(`${path}/${section}`, { method: 'PUT', body }),
  );
}

/**
 * PUT {settings}/{section} from a settings form: with the revision of the section the form stood on
 * (revisionOf), so that a section someone saved since is refused (412) rather than overwritten.
 */
export function useSaveAccountSectionForm<S extends AccountSettingsSection>(section: S) {
  return useSettingsMutation((path, { body, revision }: { body: AccountSettings[S]; revision?: string }) =>
    api<AccountSettings>(`${path}/${section}`, { method: 'PUT', body, ifMatch: revision }),
  );
}

/** POST {settings}/cards: the server keeps the last four digits only. */
export function useAddPaymentCard() {
  return useSettingsMutation((path, body: PaymentCardCreate) =>
    api<AccountSettings>(`${path}/cards`, { method: 'POST', body }),
  );
}

/** DELETE {settings}/cards/{id}. */
export function useDeletePaymentCard() {
  return useSettingsMutation((path, id: number) =>
    api<AccountSettings>(`${path}/cards/${id}`, { method: 'DELETE' }),
  );
}

/** POST /api/account/password (addition): the signed-in account's own, checked against the current one. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: AccountPasswordChange) =>
      api<{ message: string }>('/api/account/password', { method: 'POST', body }),
  });
}
