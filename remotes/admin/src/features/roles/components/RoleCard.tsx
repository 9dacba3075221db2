import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { IconFilter } from '@tabler/icons-react';
import { AvatarGroup, Button, Card, CardContent } from '@atrium/ui';
import { UserRoleCell } from '../../users';
import type { RoleSummary } from '../api/getRoleSummaries';

const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  color: ${({ theme }) => theme.palette.text.secondary};
`;

const Name = styled.h2`
  margin: 1.25rem 0 0.75rem;
  font-size: 1.125rem;
  font-weight: 500;
`;

/** One role: how many users hold it, a few of their faces, and a way to list them. */
export function RoleCard({
  summary,
  active,
  onShow,
}: {
  summary: RoleSummary;
  active: boolean;
  onShow: () => void;
}) {
  const { t } = useTranslation('admin');
  const roleName = t(`users.role.${summary.role}`);
  // The group counts everyone, shows the first faces and a "+n" for the rest.
  const people = [
    ...summary.people,
    ...Array.from({ length: Math.max(0, summary.total - summary.people.length) }, () => ({ name: '' })),
  ];
  return (
    <Card aria-label={roleName} data-testid={`role-card-${summary.role}`}>
      <CardContent>
        <Top>
          <span>{t('roles.totalUsers', { count: summary.total })}</span>
          <AvatarGroup people={people} max={summary.people.length} size={36} />
        </Top>
        <Name>
          <UserRoleCell role={summary.role} />
        </Name>
        <Button
          variant={active ? 'tonal' : 'text'}
          size="sm"
          startIcon={<IconFilter size={16} aria-hidden="true" />}
          aria-pressed={active}
          onClick={onShow}
        >
          {t('roles.showUsers', { role: roleName })}
        </Button>
      </CardContent>
    </Card>
  );
}
