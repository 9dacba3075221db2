import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import styled from 'styled-components';
import type { ColorName } from '../theme/theme';

export interface IconButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Required: an icon-only button needs an accessible name. */
  'aria-label': string;
  color?: ColorName | 'default';
  size?: 'sm' | 'md' | 'lg';
  variant?: 'text' | 'tonal';
}

const DIM = { sm: 1.875, md: 2.375, lg: 2.875 };

const Root = styled.button<{
  $color: ColorName | 'default';
  $size: 'sm' | 'md' | 'lg';
  $variant: 'text' | 'tonal';
}>`
  display: inline-grid;
  place-items: center;
  inline-size: ${({ $size }) => DIM[$size]}rem;
  block-size: ${({ $size }) => DIM[$size]}rem;
  padding: 0;
  border: 0;
  border-radius: 50%;
  cursor: pointer;
  text-decoration: none;
  color: ${({ theme, $color }) => ($color === 'default' ? theme.palette.text.primary : theme.palette[$color].text)};
  background: ${({ theme, $color, $variant }) =>
    $variant === 'tonal'
      ? $color === 'default'
        ? theme.palette.action.selected
        : theme.palette[$color].tonal
      : 'transparent'};
  transition: background-color 0.15s;
  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.palette.action.hover};
  }
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { color = 'default', size = 'md', variant = 'text', type = 'button', ...rest },
  ref,
) {
  return (
    <Root
      ref={ref}
      type={type}
      $color={color}
      $size={size}
      $variant={variant}
      title={rest['aria-label']}
      {...rest}
    />
  );
});

export interface IconButtonLinkProps extends Omit<LinkProps, 'color'> {
  'aria-label': string;
  color?: ColorName | 'default';
  size?: 'sm' | 'md' | 'lg';
  variant?: 'text' | 'tonal';
}

/** A router link that looks like an IconButton. */
export const IconButtonLink = forwardRef<HTMLAnchorElement, IconButtonLinkProps>(function IconButtonLink(
  { color = 'default', size = 'md', variant = 'text', ...rest },
  ref,
) {
  return (
    <Root
      as={Link}
      ref={ref}
      $color={color}
      $size={size}
      $variant={variant}
      title={rest['aria-label']}
      {...rest}
    />
  );
});
