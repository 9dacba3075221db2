import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { IconCopy, IconEye, IconFilter, IconPencil, IconTrash } from '@tabler/icons-react';
import type { RoleSummary } from '@atrium/contracts';
import { Can, useAbility } from '@atrium/platform';
import { AvatarGroup, Button, Card, CardContent, Chip, IconButton, Stack, Tooltip } from '@atrium/ui';
import { useRoleLabel } from '../../users';

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
  overflow-wrap: anywhere;
`;

/**
 * One role: how many users hold it and a few of their faces, its name, and what may be done with it:
 * edit (or view: a built-in role, or without the right to update), copy, delete (not a built-in
 * role) and list its users in the table below. Each action is shown only to those allowed to take it.
 */
export function RoleCard({
  summary,
  active,
  onShow,
  onEdit,
  onCopy,
  onDelete,
}: {
  summary: RoleSummary;
  active: boolean;
  onShow: () => void;
  onEdit: () => void;
  onCopy: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('admin');
  const ability = useAbility();
  const roleLabel = useRoleLabel();
  const name = roleLabel(summary.name);
  const editable = !summary.builtIn && ability.can('update', 'Role');
  // The group counts everyone, shows the first faces and a "+n" for the rest.
  const people = [
    ...summary.users.map((u) => ({ name: u.fullName, src: u.avatar })),
    ...Array.from({ length: Math.max(0, summary.totalUsers - summary.users.length) }, () => ({ name: '' })),
  ];
  return (
    <Card aria-label={name} data-testid={`role-card-${summary.name}`}>
      <CardContent>
        <Top>
          <span>{t('roles.totalUsers', { count: summary.totalUsers })}</span>
          <AvatarGroup people={people} max={summary.users.length} size={36} />
        </Top>
        <Stack $direction="row" $gap={0.5} $wrap>
          <Name>{name}</Name>
          {summary.builtIn && (
            <Chip color="secondary" size="sm">
              {t('roles.builtIn')}
            </Chip>
          )}
        </Stack>
        <Stack $direction="row" $gap={0.25} $wrap>
          <Button
            variant="text"
            size="sm"
            startIcon={
              editable ? (
                <IconPencil size={16} aria-hidden="true" />
              ) : (
                <IconEye size={16} aria-hidden="true" />
              )
            }
            onClick={onEdit}
          >
            {t(editable ? 'roles.edit' : 'roles.view')}
          </Button>
          <Can I="create" a="Role">
            <Tooltip content={t('roles.copy')}>
              <IconButton aria-label={t('roles.copyNamed', { role: name })} size="sm" onClick={onCopy}>
                <IconCopy size={18} />
              </IconButton>
            </Tooltip>
          </Can>
          {!summary.builtIn && (
            <Can I="delete" a="Role">
              <Tooltip content={t('roles.delete.confirm')}>
                <IconButton aria-label={t('roles.deleteNamed', { role: name })} size="sm" onClick={onDelete}>
                  <IconTrash size={18} />
                </IconButton>
              </Tooltip>
            </Can>
          )}
          <Button
            variant={active ? 'tonal' : 'text'}
            size="sm"
            startIcon={<IconFilter size={16} aria-hidden="true" />}
            aria-pressed={active}
            onClick={onShow}
            style={{ marginInlineStart: 'auto' }}
          >
            {t('roles.showUsers', { role: name })}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
