import { useTranslation } from 'react-i18next';
import { USER_PLANS, USER_ROLES, USER_STATUSES } from '@atrium/contracts';
import { ListToolbar, Select } from '@atrium/ui';
import { ListSearchField } from '@atrium/ui/data-table';
import type { UsersList } from './useUsersList';

/** Role, plan and status filters and the search of a users list, written to the URL. */
export function UserFilters({ list }: { list: UsersList }) {
  const { t } = useTranslation('admin');
  return (
    <ListToolbar>
      <Select
        aria-label={t('users.filters.role')}
        placeholder={t('users.filters.allRoles')}
        options={USER_ROLES.map((r) => ({ value: r, label: t(`users.role.${r}`) }))}
        value={list.filters.role ?? ''}
        onChange={(e) => list.setFilters({ role: e.target.value })}
        style={{ minInlineSize: '11rem' }}
      />
      <Select
        aria-label={t('users.filters.plan')}
        placeholder={t('users.filters.allPlans')}
        options={USER_PLANS.map((p) => ({ value: p, label: t(`users.plan.${p}`) }))}
        value={list.filters.plan ?? ''}
        onChange={(e) => list.setFilters({ plan: e.target.value })}
        style={{ minInlineSize: '11rem' }}
      />
      <Select
        aria-label={t('users.filters.status')}
        placeholder={t('users.filters.allStatuses')}
        options={USER_STATUSES.map((s) => ({ value: s, label: t(`users.status.${s}`) }))}
        value={list.filters.status ?? ''}
        onChange={(e) => list.setFilters({ status: e.target.value })}
        style={{ minInlineSize: '11rem' }}
      />
      <ListSearchField
        label={t('users.search')}
        search={list.search}
        style={{ minInlineSize: '16rem', marginInlineStart: 'auto' }}
      />
    </ListToolbar>
  );
}
