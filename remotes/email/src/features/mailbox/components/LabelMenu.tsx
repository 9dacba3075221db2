import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { IconCheck, IconTag } from '@tabler/icons-react';
import { EMAIL_LABELS, type EmailLabel } from '@atrium/contracts';
import { IconButton, Menu, MenuItem, type ColorName } from '@atrium/ui';
import { LABEL_COLORS } from '../mailboxView';

const Dot = styled.span<{ $color: ColorName }>`
  inline-size: 0.625rem;
  block-size: 0.625rem;
  border-radius: 50%;
  background: ${({ theme, $color }) => theme.palette[$color].main};
`;

const Name = styled.span`
  flex: 1;
`;

/** A menu that toggles a label on the chosen emails; a check marks labels every one of them has. */
export function LabelMenu({
  active,
  onToggle,
  disabled,
}: {
  active: EmailLabel[];
  onToggle: (label: EmailLabel) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('email');
  return (
    <Menu
      label={t('actions.labels')}
      trigger={
        <IconButton aria-label={t('actions.labels')} disabled={disabled}>
          <IconTag size={20} aria-hidden="true" />
        </IconButton>
      }
    >
      {EMAIL_LABELS.map((label) => (
        <MenuItem
          key={label}
          icon={<Dot $color={LABEL_COLORS[label]} aria-hidden="true" />}
          onSelect={() => onToggle(label)}
        >
          <Name>{t(`label.${label}`)}</Name>
          {active.includes(label) ? <IconCheck size={16} aria-label={t('actions.labelApplied')} /> : null}
        </MenuItem>
      ))}
    </Menu>
  );
}
