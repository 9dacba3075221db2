import { useTranslation } from 'react-i18next';
import { USER_PLANS, USER_STATUSES } from '@atrium/contracts';
import { ListToolbar, Select } from '@atrium/ui';
import { ListSearchField } from '@atrium/ui/data-table';
import { useRoleNames } from '../api/getRoleNames';
import { useRoleLabel } from './useRoleLabel';
import type { UsersList } from './useUsersList';

/** Role (the roles there are), plan and status filters and the search of a users list, written to the URL. */
export function UserFilters({ list }: { list: UsersList }) {
  const { t } = useTranslation('admin');
  const roleLabel = useRoleLabel();
  const roles = useRoleNames().data ?? [];
  const chosenRole = list.filters.role;
  // A role in the URL stays a choice while the roles load (or after it is gone), so the filter shows it.
  const roleChoices = chosenRole && !roles.includes(chosenRole) ? [...roles, chosenRole] : roles;
  return (
    <ListToolbar>
      <Select
        aria-label={t('users.filters.role')}
        placeholder={t('users.filters.allRoles')}
        options={roleChoices.map((r) => ({ value: r, label: roleLabel(r) }))}
        value={chosenRole ?? ''}
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
