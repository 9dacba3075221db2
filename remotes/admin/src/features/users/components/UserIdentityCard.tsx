import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { IconBriefcase, IconCheckbox } from '@tabler/icons-react';
import type { UserDetail } from '@atrium/contracts';
import { Can, useFormatters, useSession } from '@atrium/platform';
import { Avatar, Button, Card, CardContent } from '@atrium/ui';
import { UserRoleCell } from './UserRoleCell';
import { UserStatusChip } from './UserStatusChip';
import { EditUserDialog } from './EditUserDialog';
import { SuspendUserButton } from './SuspendUserButton';

const Identity = styled.div`
  display: grid;
  justify-items: center;
  gap: 0.5rem;
  padding-block: 1rem;
  text-align: center;
  h2 {
    margin: 0.5rem 0 0;
    font-size: 1.25rem;
    font-weight: 500;
  }
`;

const Stats = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 2rem;
  padding-block: 1rem;
`;

const Stat = styled.div`
  display: flex;
  gap: 0.75rem;
  align-items: center;
  svg {
    color: ${({ theme }) => theme.palette.primary.main};
  }
  strong {
    display: block;
    font-size: 1.125rem;
  }
  span {
    color: ${({ theme }) => theme.palette.text.secondary};
    font-size: 0.8125rem;
  }
`;

const Details = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 0.6rem 1rem;
  margin: 0;
  padding-block-start: 1rem;
  border-block-start: 1px solid ${({ theme }) => theme.palette.divider};
  dt {
    font-weight: 500;
  }
  dd {
    margin: 0;
    color: ${({ theme }) => theme.palette.text.secondary};
    overflow-wrap: anywhere;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 0.75rem;
  margin-block-start: 1.5rem;
`;

/**
 * Who the user is: picture, name, role, tasks and projects done, details; Edit (dialog, PUT) and
 * Suspend / Activate (confirmation, PATCH) for a role that may update users. Nobody suspends
 * themselves (they could not sign in again to undo it).
 */
export function UserIdentityCard({ user }: { user: UserDetail }) {
  const { t } = useTranslation('admin');
  const { number } = useFormatters();
  const { userData } = useSession();
  const [editing, setEditing] = useState(false);
  return (
    <Card>
      <CardContent>
        <Identity>
          <Avatar name={user.fullName} src={user.avatar} size={100} />
          <h2>{user.fullName}</h2>
          <UserRoleCell role={user.role} />
        </Identity>
        <Stats>
          <Stat>
            <IconCheckbox size={26} aria-hidden="true" />
            <div>
              <strong>{number(user.taskDone)}</strong>
              <span>{t('users.taskDone')}</span>
            </div>
          </Stat>
          <Stat>
            <IconBriefcase size={26} aria-hidden="true" />
            <div>
              <strong>{number(user.projectDone)}</strong>
              <span>{t('users.projectDone')}</span>
            </div>
          </Stat>
        </Stats>
        <Details aria-label={t('users.details')}>
          <dt>{t('users.fields.username')}</dt>
          <dd>@{user.username}</dd>
          <dt>{t('users.fields.email')}</dt>
          <dd>{user.email}</dd>
          <dt>{t('users.fields.status')}</dt>
          <dd>
            <UserStatusChip status={user.status} />
          </dd>
          <dt>{t('users.fields.role')}</dt>
          <dd>
            <UserRoleCell role={user.role} />
          </dd>
          <dt>{t('users.fields.taxId')}</dt>
          <dd>{user.taxId}</dd>
          <dt>{t('users.fields.contact')}</dt>
          <dd>
            <span dir="ltr">{user.contact}</span>
          </dd>
          <dt>{t('users.fields.language')}</dt>
          <dd>{user.language}</dd>
          <dt>{t('users.fields.country')}</dt>
          <dd>{user.country}</dd>
          <dt>{t('users.fields.company')}</dt>
          <dd>{user.company}</dd>
          <dt>{t('users.fields.billing')}</dt>
          <dd>{t(`users.billing.${user.billing}`)}</dd>
        </Details>
        <Can I="update" a="User">
          <Actions>
            <Button onClick={() => setEditing(true)}>{t('users.editAction')}</Button>
            {userData?.id !== user.id && <SuspendUserButton user={user} />}
          </Actions>
        </Can>
      </CardContent>
      <EditUserDialog open={editing} onOpenChange={setEditing} user={user} />
    </Card>
  );
}
