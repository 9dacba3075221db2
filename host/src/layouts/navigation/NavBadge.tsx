import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, navBadgeKey, type AreaNavBadge } from '@atrium/platform';
import { Badge } from '@atrium/ui/core';

/** How often the menu asks again for a count an area has not set itself. */
export const NAV_BADGE_REFRESH_MS = 30_000;

const isCount = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0;

/**
 * The count beside a menu entry (an area's `badge`): asked of the API when the menu shows the entry and
 * every 30 seconds, set directly by the area when it knows better (navBadgeKey). Nothing at zero,
 * while loading, or when the call fails or answers something that is not a count: a badge is a hint,
 * never a reason for the menu to break.
 */
export function NavBadge({ badge, ns, className }: { badge: AreaNavBadge; ns: string; className?: string }) {
  const { t } = useTranslation();
  const { data } = useQuery({
    queryKey: navBadgeKey(badge.countFrom),
    queryFn: ({ signal }) => api<{ count: unknown }>(badge.countFrom, { signal }),
    refetchInterval: NAV_BADGE_REFRESH_MS,
    staleTime: NAV_BADGE_REFRESH_MS / 2,
  });
  const count = data?.count;
  if (!isCount(count) || count === 0) return null;
  return <Badge className={className} content={count} color="error" label={t(badge.label, { ns, count })} />;
}
