import type { HTMLAttributes, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { IconX } from '@tabler/icons-react';
import type { ColorName } from '../theme/theme';

const Root = styled.span<{ $color: ColorName; $variant: 'tonal' | 'outlined'; $size: 'sm' | 'md' }>`
  display: inline-flex;
  align-items: center;
  gap: 0.3rem;
  max-inline-size: 100%;
  padding: ${({ $size }) => ($size === 'sm' ? '0.1rem 0.5rem' : '0.25rem 0.75rem')};
  border-radius: ${({ theme }) => theme.radius.sm}px;
  font-size: ${({ $size }) => ($size === 'sm' ? '0.8125rem' : '0.875rem')};
  font-weight: 500;
  line-height: 1.4;
  white-space: nowrap;
  color: ${({ theme, $color }) => theme.palette[$color].text};
  background: ${({ theme, $color, $variant }) => ($variant === 'tonal' ? theme.palette[$color].tonal : 'transparent')};
  border: 1px solid
    ${({ theme, $color, $variant }) => ($variant === 'outlined' ? theme.palette[$color].main : 'transparent')};
`;

const Remove = styled.button`
  display: inline-grid;
  place-items: center;
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  cursor: pointer;
`;

export interface ChipProps extends HTMLAttributes<HTMLSpanElement> {
  color?: ColorName;
  variant?: 'tonal' | 'outlined';
  size?: 'sm' | 'md';
  icon?: ReactNode;
  onDelete?: () => void;
  /** The remove button's accessible name (default "Remove"); name the item when chips sit side by side. */
  deleteLabel?: string;
}

export function Chip({
  color = 'primary',
  variant = 'tonal',
  size = 'sm',
  icon,
  onDelete,
  deleteLabel,
  children,
  ...rest
}: ChipProps) {
  const { t } = useTranslation('ui');
  return (
    <Root $color={color} $variant={variant} $size={size} {...rest}>
      {icon}
      {children}
      {onDelete && (
        <Remove type="button" aria-label={deleteLabel ?? t('remove', 'Remove')} onClick={onDelete}>
          <IconX size={14} aria-hidden="true" />
        </Remove>
      )}
    </Root>
  );
}
