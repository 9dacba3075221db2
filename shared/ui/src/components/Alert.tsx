import { useState, type HTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { IconAlertTriangle, IconCircleCheck, IconCircleX, IconInfoCircle, IconX } from '@tabler/icons-react';

export type AlertSeverity = 'success' | 'info' | 'warning' | 'error';

const ICONS = {
  success: IconCircleCheck,
  info: IconInfoCircle,
  warning: IconAlertTriangle,
  error: IconCircleX,
};

export type AlertVariant = 'tonal' | 'outlined' | 'solid';

const Root = styled.div<{ $severity: AlertSeverity; $variant: AlertVariant }>`
  display: flex;
  gap: 0.75rem;
  padding: 0.75rem 1rem;
  border-radius: ${({ theme }) => theme.radius.md}px;
  font-size: 0.9375rem;
  ${({ theme, $severity, $variant }) => {
    const color = theme.palette[$severity];
    if ($variant === 'solid')
      return css`
        background: ${color.solid};
        color: ${color.contrastText};
      `;
    if ($variant === 'outlined')
      return css`
        border: 1px solid ${color.main};
        background: transparent;
        color: ${color.text};
      `;
    return css`
      background: ${color.tonal};
      color: ${color.text};
    `;
  }}
`;

const Action = styled.div`
  display: flex;
  flex: none;
  align-items: center;
  align-self: center;
  gap: 0.5rem;
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
  /** `tonal` (default) on a tint of the colour, `outlined` a frame of it, `solid` filled with it. */
  variant?: AlertVariant;
  title?: ReactNode;
  /** A button (or two) at the end: "Undo", "Retry", "View". */
  action?: ReactNode;
  /** Another icon than the severity's, or `false` for none. */
  icon?: ReactNode | false;
  closable?: boolean;
  onClose?: () => void;
}

/** A message box (tonal, outlined or solid); errors and warnings are announced (role alert), the rest are status. */
export function Alert({
  severity = 'info',
  variant = 'tonal',
  title,
  action,
  icon,
  closable,
  onClose,
  children,
  ...rest
}: AlertProps) {
  const { t } = useTranslation('ui');
  const [open, setOpen] = useState(true);
  if (!open) return null;
  const Icon = ICONS[severity];
  return (
    <Root
      role={severity === 'error' || severity === 'warning' ? 'alert' : 'status'}
      $severity={severity}
      $variant={variant}
      {...rest}
    >
      {icon === undefined ? <Icon size={22} aria-hidden="true" style={{ flex: 'none' }} /> : icon}
      <Body>
        {title && <Title>{title}</Title>}
        {children}
      </Body>
      {action && <Action>{action}</Action>}
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
