import type { ComponentType } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  IconAlertOctagon,
  IconFile,
  IconMail,
  IconPencil,
  IconSend,
  IconStar,
  IconTrash,
  type IconProps,
} from '@tabler/icons-react';
import { EMAIL_LABELS, type EmailFilter, type EmailsMeta } from '@atrium/contracts';
import { Can } from '@atrium/platform';
import { Button, Chip, type ColorName, VisuallyHidden } from '@atrium/ui';
import { LABEL_COLORS, filterPath, labelPath, parseMailboxView } from '../mailboxView';

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: 1.25rem;
  padding: 1.25rem 0;
  min-block-size: 0;
  overflow-y: auto;
`;

const Compose = styled.div`
  padding-inline: 1.25rem;
`;

const Heading = styled.h2`
  margin: 0;
  padding-inline: 1.5rem;
  font-size: 0.8125rem;
  font-weight: 500;
  text-transform: uppercase;
  letter-spacing: 0.04em;
  color: ${({ theme }) => theme.palette.text.secondary};
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Link = styled(RouterLink)`
  display: flex;
  align-items: center;
  gap: 0.6rem;
  min-block-size: 2.5rem;
  padding-inline: 1.5rem 1.25rem;
  color: ${({ theme }) => theme.palette.text.primary};
  text-decoration: none;
  border-inline-start: 2px solid transparent;
  &:hover {
    background: ${({ theme }) => theme.palette.action.hover};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.palette.primary.main};
    outline-offset: -2px;
  }
  &[aria-current='page'] {
    color: ${({ theme }) => theme.palette.primary.text};
    border-inline-start-color: ${({ theme }) => theme.palette.primary.main};
    background: ${({ theme }) => theme.palette.primary.tonal};
  }
  span.name {
    flex: 1;
  }
`;

const Dot = styled.span<{ $color: ColorName }>`
  inline-size: 0.625rem;
  block-size: 0.625rem;
  margin-inline: 0.25rem;
  border-radius: 50%;
  background: ${({ theme, $color }) => theme.palette[$color].main};
`;

const FOLDERS: {
  filter: EmailFilter;
  icon: ComponentType<IconProps>;
  count?: keyof EmailsMeta;
  color: ColorName;
}[] = [
  { filter: 'inbox', icon: IconMail, count: 'inbox', color: 'primary' },
  { filter: 'sent', icon: IconSend, color: 'primary' },
  { filter: 'draft', icon: IconFile, count: 'draft', color: 'warning' },
  { filter: 'starred', icon: IconStar, count: 'star', color: 'success' },
  { filter: 'spam', icon: IconAlertOctagon, count: 'spam', color: 'error' },
  { filter: 'trashed', icon: IconTrash, color: 'secondary' },
];

export interface MailboxSidebarProps {
  meta?: EmailsMeta;
  onCompose: () => void;
  /** Called after a folder or label link is followed (closes the drawer on small screens). */
  onNavigate?: () => void;
}

/** Compose (for someone who may send emails), the folders with their counts, and the labels. */
export function MailboxSidebar({ meta, onCompose, onNavigate }: MailboxSidebarProps) {
  const { t } = useTranslation('email');
  // The current folder or label from the route, whichever form of it (`/filter/sent` or `/sent`).
  const view = parseMailboxView(useParams());
  const current = (yes: boolean) => (yes ? ('page' as const) : undefined);
  return (
    <Root>
      <Can I="create" a="Email">
        <Compose>
          <Button fullWidth startIcon={<IconPencil size={18} aria-hidden="true" />} onClick={onCompose}>
            {t('compose.open')}
          </Button>
        </Compose>
      </Can>
      <nav aria-label={t('sidebar.folders')}>
        <List>
          {FOLDERS.map(({ filter, icon: Icon, count, color }) => {
            const n = count && meta ? meta[count] : 0;
            return (
              <li key={filter}>
                <Link
                  to={filterPath(filter)}
                  aria-current={current(view.kind === 'filter' && view.filter === filter)}
                  onClick={onNavigate}
                >
                  <Icon size={20} aria-hidden="true" />
                  <span className="name">{t(`filter.${filter}`)}</span>
                  {n > 0 && (
                    <>
                      <Chip color={color} size="sm" aria-hidden="true">
                        {n}
                      </Chip>
                      <VisuallyHidden>{t(`sidebar.count.${count}`, { count: n })}</VisuallyHidden>
                    </>
                  )}
                </Link>
              </li>
            );
          })}
        </List>
      </nav>
      <nav aria-labelledby="email-labels-heading">
        <Heading id="email-labels-heading">{t('sidebar.labels')}</Heading>
        <List>
          {EMAIL_LABELS.map((label) => (
            <li key={label}>
              <Link
                to={labelPath(label)}
                aria-current={current(view.kind === 'label' && view.label === label)}
                onClick={onNavigate}
              >
                <Dot $color={LABEL_COLORS[label]} aria-hidden="true" />
                <span className="name">{t(`label.${label}`)}</span>
              </Link>
            </li>
          ))}
        </List>
      </nav>
    </Root>
  );
}
