import { useTranslation } from 'react-i18next';
import { IconFolderShare } from '@tabler/icons-react';
import type { EmailFolder } from '@atrium/contracts';
import { IconButton, Menu, MenuItem } from '@atrium/ui';

/** The folders a received message may move between (Sent and Draft hold the user's own). */
const DESTINATIONS: EmailFolder[] = ['inbox', 'spam'];

/** Moves an email to another folder. */
export function MoveMenu({
  current,
  onMove,
}: {
  current: EmailFolder;
  onMove: (folder: EmailFolder) => void;
}) {
  const { t } = useTranslation('email');
  const choices = DESTINATIONS.filter((f) => f !== current);
  return (
    <Menu
      label={t('actions.moveTo')}
      trigger={
        <IconButton aria-label={t('actions.moveTo')}>
          <IconFolderShare size={20} aria-hidden="true" />
        </IconButton>
      }
    >
      {choices.map((folder) => (
        <MenuItem key={folder} onSelect={() => onMove(folder)}>
          {t(`filter.${folder}`)}
        </MenuItem>
      ))}
    </Menu>
  );
}
