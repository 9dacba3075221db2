import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Dialog } from '@atrium/ui';
import { SHORTCUTS } from './useMailboxShortcuts';

const List = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 0.5rem 1rem;
  margin: 0;
  dt {
    display: flex;
    gap: 0.25rem;
  }
  dd {
    margin: 0;
  }
  kbd {
    min-inline-size: 1.75rem;
    padding: 0.125rem 0.375rem;
    border: 1px solid ${({ theme }) => theme.palette.divider};
    border-radius: ${({ theme }) => theme.radius.sm}px;
    font-family: inherit;
    text-align: center;
  }
`;

/** The mailbox's keyboard shortcuts (opened with "?"). */
export function ShortcutsDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('email');
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('shortcuts.title')} size="sm">
      <List>
        {SHORTCUTS.map(({ keys, action }) => (
          <div key={action} style={{ display: 'contents' }}>
            <dt>
              {keys.map((k) => (
                <kbd key={k}>{k}</kbd>
              ))}
            </dt>
            <dd>{t(`shortcuts.${action}`)}</dd>
          </div>
        ))}
      </List>
    </Dialog>
  );
}
