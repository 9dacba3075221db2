import { useTranslation } from 'react-i18next';
import { IconSearch } from '@tabler/icons-react';
import { USER_PLANS, USER_ROLES, USER_STATUSES } from '@atrium/contracts';
import type { useListState } from '@atrium/platform';
import { ListToolbar, Select, TextField } from '@atrium/ui';

type ListState = ReturnType<typeof useListState>;

/** Role, plan and status filters and the search of a users table, written to the URL. */
export function UserFilters({ list }: { list: ListState }) {
  const { t } = useTranslation('admin');
  return (
    <ListToolbar>
      <Select
        aria-label={t('users.filters.role')}
        placeholder={t('users.filters.allRoles')}
        options={USER_ROLES.map((r) => ({ value: r, label: t(`users.role.${r}`) }))}
        value={list.filters.role ?? ''}
        onChange={(e) => list.update({ role: e.target.value })}
        style={{ minInlineSize: '11rem' }}
      />
      <Select
        aria-label={t('users.filters.plan')}
        placeholder={t('users.filters.allPlans')}
        options={USER_PLANS.map((p) => ({ value: p, label: t(`users.plan.${p}`) }))}
        value={list.filters.plan ?? ''}
        onChange={(e) => list.update({ plan: e.target.value })}
        style={{ minInlineSize: '11rem' }}
      />
      <Select
        aria-label={t('users.filters.status')}
        placeholder={t('users.filters.allStatuses')}
        options={USER_STATUSES.map((s) => ({ value: s, label: t(`users.status.${s}`) }))}
        value={list.filters.status ?? ''}
        onChange={(e) => list.update({ status: e.target.value })}
        style={{ minInlineSize: '11rem' }}
      />
      <TextField
        type="search"
        aria-label={t('users.search')}
        placeholder={t('users.search')}
        defaultValue={list.q}
        startAdornment={<IconSearch size={18} aria-hidden="true" />}
        onChange={(e) => list.update({ q: e.target.value })}
        style={{ minInlineSize: '16rem', marginInlineStart: 'auto' }}
      />
    </ListToolbar>
  );
}
