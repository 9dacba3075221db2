import { useState, type HTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { IconAlertTriangle, IconCircleCheck, IconCircleX, IconInfoCircle, IconX } from '@tabler/icons-react';

export type AlertSeverity = 'success' | 'info' | 'warning' | 'error';

const ICONS = {
  success: IconCircleCheck,
  info: IconInfoCircle,
  warning: IconAlertTriangle,
  error: IconCircleX,
};

const Root = styled.div<{ $severity: AlertSeverity }>`
  display: flex;
  gap: 0.75rem;
  padding: 0.75rem 1rem;
  border-radius: ${({ theme }) => theme.radius.md}px;
  background: ${({ theme, $severity }) => theme.palette[$severity].tonal};
  color: ${({ theme, $severity }) => theme.palette[$severity].text};
  font-size: 0.9375rem;
`;

const Body = styled.div`
  flex: 1;
  min-inline-size: 0;
  /* A link in a message reads in the message's colour (the link colour fails contrast on its tint). */
  a {
    color: inherit;
    font-weight: 600;
    text-decoration: underline;
  }
`;

const Title = styled.div`
  font-weight: 600;
  margin-block-end: 0.125rem;
`;

const Close = styled.button`
  align-self: flex-start;
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  cursor: pointer;
`;

export interface AlertProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  severity?: AlertSeverity;
  title?: ReactNode;
  closable?: boolean;
  onClose?: () => void;
}

/** A tonal message box; errors and warnings are announced (role alert), the rest are status. */
export function Alert({ severity = 'info', title, closable, onClose, children, ...rest }: AlertProps) {
  const { t } = useTranslation('ui');
  const [open, setOpen] = useState(true);
  if (!open) return null;
  const Icon = ICONS[severity];
  return (
    <Root
      role={severity === 'error' || severity === 'warning' ? 'alert' : 'status'}
      $severity={severity}
      {...rest}
    >
      <Icon size={22} aria-hidden="true" style={{ flex: 'none' }} />
      <Body>
        {title && <Title>{title}</Title>}
        {children}
      </Body>
      {closable && (
        <Close
          type="button"
          aria-label={t('close', 'Close')}
          onClick={() => {
            setOpen(false);
            onClose?.();
          }}
        >
          <IconX size={18} aria-hidden="true" />
        </Close>
      )}
    </Root>
  );
}
