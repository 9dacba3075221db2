import { useState } from 'react';
import styled from 'styled-components';
import { useShowcaseTranslation } from '../showcaseStrings';
import { SHOWCASE_COMPONENTS_NS } from './strings';
import {
  IconArchive,
  IconBell,
  IconFileText,
  IconInbox,
  IconLock,
  IconMail,
  IconMoon,
  IconSend,
  IconSettings,
  IconTrash,
  IconUser,
  IconWifi,
} from '@tabler/icons-react';
import { Avatar, Badge, Button, Checkbox, Chip, IconButton, Switch, type ColorName } from '@atrium/ui';
import { List, ListDivider, ListItem } from '@atrium/ui/content';
import { DemoSection } from '../DemoSection';

// Side by side lists start at the same height (a DemoSection centres its row by default).
const Column = styled.div`
  flex: 1 1 18rem;
  align-self: flex-start;
  min-inline-size: 0;
`;

const USERS = [
  { name: 'Ada Lovelace', email: 'ada@atrium.test', role: 'admin', color: 'primary' },
  { name: 'Grace Hopper', email: 'grace@atrium.test', role: 'editor', color: 'info' },
  { name: 'Alan Turing', email: 'alan@atrium.test', role: 'author', color: 'success' },
  { name: 'Katherine Johnson', email: 'katherine@atrium.test', role: 'subscriber', color: 'warning' },
] as const satisfies readonly { name: string; email: string; role: string; color: ColorName }[];

const FOLDERS = [
  { key: 'inbox', icon: IconInbox, count: 12 },
  { key: 'sent', icon: IconSend, count: 0 },
  { key: 'drafts', icon: IconFileText, count: 2 },
  { key: 'archive', icon: IconArchive, count: 0 },
  { key: 'spam', icon: IconTrash, count: 0, disabled: true },
] as const;

const SETTINGS = [
  { key: 'wifi', icon: IconWifi, on: true },
  { key: 'notifications', icon: IconBell, on: true },
  { key: 'darkMode', icon: IconMoon, on: false },
] as const;

const TASKS = ['invoices', 'meeting', 'review'] as const;

const ONLINE = ['Ada Lovelace', 'Alan Turing'];
const AWAY = ['Hedy Lamarr', 'Linus Torvalds', 'Margaret Hamilton'];

export default function ListDemo() {
  const { t } = useShowcaseTranslation(SHOWCASE_COMPONENTS_NS);
  const [users, setUsers] = useState<readonly (typeof USERS)[number][]>(USERS);
  const [folder, setFolder] = useState('inbox');
  const [done, setDone] = useState<string[]>(['meeting']);

  return (
    <>
      <DemoSection title={t('list.users')}>
        <Column>
          <List aria-label={t('list.users')} divided>
            {users.map((user) => (
              <ListItem
                key={user.email}
                // The name is the item's text: the avatar beside it is decoration.
                start={
                  <span aria-hidden="true">
                    <Avatar name={user.name} color={user.color} />
                  </span>
                }
                primary={user.name}
                secondary={user.email}
                end={
                  <>
                    <Chip color={user.color}>{t(`list.roles.${user.role}`)}</Chip>
                    <IconButton aria-label={t('list.email', { name: user.name })} onClick={() => undefined}>
                      <IconMail size={20} aria-hidden="true" />
                    </IconButton>
                    <IconButton
                      color="error"
                      aria-label={t('list.remove', { name: user.name })}
                      onClick={() => setUsers((all) => all.filter((u) => u.email !== user.email))}
                    >
                      <IconTrash size={20} aria-hidden="true" />
                    </IconButton>
                  </>
                }
              />
            ))}
          </List>
          {users.length < USERS.length && (
            <Button size="sm" variant="text" onClick={() => setUsers(USERS)}>
              {t('list.restore')}
            </Button>
          )}
        </Column>
      </DemoSection>

      <DemoSection title={t('list.selectable')}>
        <Column>
          <List aria-label={t('list.folders.label')}>
            {FOLDERS.map(({ key, icon: Icon, count, ...rest }) => (
              <ListItem
                key={key}
                start={<Icon size={20} aria-hidden="true" />}
                primary={t(`list.folders.${key}`)}
                onClick={() => setFolder(key)}
                selected={folder === key}
                disabled={'disabled' in rest && rest.disabled}
                end={
                  count > 0 ? (
                    <Chip color="primary" variant="outlined">
                      {t('list.unread', { count })}
                    </Chip>
                  ) : undefined
                }
              />
            ))}
          </List>
          <output aria-live="polite">{t('list.opened', { folder: t(`list.folders.${folder}`) })}</output>
        </Column>
        <Column>
          <List aria-label={t('list.links.label')} dense>
            <ListItem
              to="/pages/account-settings/account"
              start={<IconUser size={20} aria-hidden="true" />}
              primary={t('list.links.account')}
              secondary={t('list.links.accountHint')}
            />
            <ListItem
              to="/pages/account-settings/security"
              start={<IconLock size={20} aria-hidden="true" />}
              primary={t('list.links.security')}
              secondary={t('list.links.securityHint')}
            />
            <ListItem
              to="/pages/account-settings/notifications"
              start={<IconSettings size={20} aria-hidden="true" />}
              primary={t('list.links.notifications')}
              secondary={t('list.links.notificationsHint')}
            />
          </List>
        </Column>
      </DemoSection>

      <DemoSection title={t('list.controls')}>
        <Column>
          <List subheader={t('list.settings')}>
            {SETTINGS.map(({ key, icon: Icon, on }) => (
              <ListItem
                key={key}
                start={<Icon size={20} aria-hidden="true" />}
                primary={t(`list.${key}.title`)}
                secondary={t(`list.${key}.hint`)}
                end={<Switch aria-label={t(`list.${key}.title`)} defaultChecked={on} />}
              />
            ))}
          </List>
        </Column>
        <Column>
          <List subheader={t('list.tasks.label')}>
            {TASKS.map((task) => (
              <ListItem
                key={task}
                primary={t(`list.tasks.${task}`)}
                secondary={done.includes(task) ? t('list.tasks.done') : t('list.tasks.todo')}
                end={
                  <Checkbox
                    aria-label={t(`list.tasks.${task}`)}
                    checked={done.includes(task)}
                    onCheckedChange={(checked) =>
                      setDone((all) => (checked ? [...all, task] : all.filter((x) => x !== task)))
                    }
                  />
                }
              />
            ))}
          </List>
        </Column>
      </DemoSection>

      <DemoSection title={t('list.denseAndDividers')}>
        <Column>
          <List subheader={t('list.online')} dense>
            {ONLINE.map((name) => (
              <ListItem
                key={name}
                start={
                  <Badge dot color="success">
                    <span aria-hidden="true">
                      <Avatar name={name} size={30} />
                    </span>
                  </Badge>
                }
                primary={name}
                secondary={t('list.statusOnline')}
              />
            ))}
            <ListDivider inset />
            {AWAY.map((name) => (
              <ListItem
                key={name}
                start={
                  <Badge dot color="warning">
                    <span aria-hidden="true">
                      <Avatar name={name} size={30} />
                    </span>
                  </Badge>
                }
                primary={name}
                secondary={t('list.statusAway')}
              />
            ))}
          </List>
        </Column>
        <Column>
          <List subheader={t('list.normal')} divided>
            {ONLINE.concat(AWAY.slice(0, 1)).map((name) => (
              <ListItem
                key={name}
                start={
                  <span aria-hidden="true">
                    <Avatar name={name} />
                  </span>
                }
                primary={name}
                secondary={t('list.lastSeen')}
              />
            ))}
          </List>
        </Column>
      </DemoSection>
    </>
  );
}
