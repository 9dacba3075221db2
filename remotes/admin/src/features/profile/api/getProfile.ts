import { useQuery } from '@tanstack/react-query';
import { api } from '@atrium/platform';
import {
  PROFILE_TABS,
  type ProfileHeader,
  type ProfileTab,
  type ProfileTabResponse,
} from '@atrium/contracts';

export const profileKeys = {
  all: ['admin', 'profile'] as const,
  header: () => [...profileKeys.all, 'header'] as const,
  tab: (tab: ProfileTab) => [...profileKeys.all, 'tab', tab] as const,
};

export function isProfileTab(value: string | undefined): value is ProfileTab {
  return (PROFILE_TABS as readonly string[]).includes(value ?? '');
}

export function getProfileHeader(signal?: AbortSignal) {
  return api<ProfileHeader>('/api/pages/profile/header', { signal });
}

export function getProfileTab<T extends ProfileTab>(tab: T, signal?: AbortSignal) {
  return api<ProfileTabResponse<T>>('/api/pages/profile', { query: { tab }, signal });
}

/** GET /api/pages/profile/header. */
export function useProfileHeader() {
  return useQuery({ queryKey: profileKeys.header(), queryFn: ({ signal }) => getProfileHeader(signal) });
}

/** GET /api/pages/profile?tab=: the sample section of one tab. */
export function useProfileTab<T extends ProfileTab>(tab: T) {
  return useQuery({ queryKey: profileKeys.tab(tab), queryFn: ({ signal }) => getProfileTab(tab, signal) });
}
