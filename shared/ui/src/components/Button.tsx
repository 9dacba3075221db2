import { forwardRef, type AnchorHTMLAttributes, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import styled, { css } from 'styled-components';
import type { ColorName } from '../theme/theme';
import { Spinner } from './CircularProgress';

export type ButtonVariant = 'contained' | 'outlined' | 'text' | 'tonal';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  color?: ColorName;
  size?: ButtonSize;
  startIcon?: ReactNode;
  endIcon?: ReactNode;
  loading?: boolean;
  fullWidth?: boolean;
}

const SIZES = {
  sm: css`
    min-block-size: 2rem;
    padding: 0.3rem 0.875rem;
    font-size: 0.8125rem;
  `,
  md: css`
    min-block-size: 2.375rem;
    padding: 0.45rem 1.25rem;
    font-size: 0.9375rem;
  `,
  lg: css`
    min-block-size: 3rem;
    padding: 0.6rem 1.625rem;
    font-size: 1.0625rem;
  `,
};

const Root = styled.button<{
  $variant: ButtonVariant;
  $color: ColorName;
  $size: ButtonSize;
  $fullWidth?: boolean;
}>`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.5rem;
  inline-size: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  border-radius: ${({ theme }) => theme.radius.md}px;
  border: 1px solid transparent;
  font-family: inherit;
  font-weight: 500;
  line-height: 1.2;
  white-space: nowrap;
  cursor: pointer;
  text-decoration: none;
  transition:
    background-color 0.15s,
    box-shadow 0.15s,
    color 0.15s;
  ${({ $size }) => SIZES[$size]}
  ${({ theme, $variant, $color }) => {
    const c = theme.palette[$color];
    switch ($variant) {
      case 'contained':
        return css`
          background: ${c.solid};
          color: ${c.contrastText};
          box-shadow: 0 2px 6px ${c.tonal};
          &:hover:not(:disabled) {
            background: ${c.dark};
          }
        `;
      case 'outlined':
        return css`
          background: transparent;
          color: ${c.text};
          border-color: ${c.main};
          &:hover:not(:disabled) {
            background: ${c.tonal};
          }
        `;
      case 'tonal':
        return css`
          background: ${c.tonal};
          color: ${c.text};
          &:hover:not(:disabled) {
            filter: brightness(0.96);
          }
        `;
      default:
        return css`
          background: transparent;
          color: ${c.text};
          &:hover:not(:disabled) {
            background: ${c.tonal};
          }
        `;
    }
  }}
  &:disabled {
    cursor: not-allowed;
    opacity: 0.55;
    box-shadow: none;
  }
  svg {
    flex: none;
  }
`;

/** The action button: contained, outlined, tonal or text, in any palette colour. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant = 'contained',
    color = 'primary',
    size = 'md',
    startIcon,
    endIcon,
    loading,
    fullWidth,
    disabled,
    children,
    type = 'button',
    ...rest
  },
  ref,
) {
  return (
    <Root
      ref={ref}
      type={type}
      $variant={variant}
      $color={color}
      $size={size}
      $fullWidth={fullWidth}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? <Spinner size={16} /> : startIcon}
      {children}
      {endIcon}
    </Root>
  );
});

export interface ButtonLinkProps extends Omit<LinkProps, 'color'> {
  variant?: ButtonVariant;
  color?: ColorName;
  size?: ButtonSize;
  startIcon?: ReactNode;
  endIcon?: ReactNode;
}

/** A link (router navigation) that looks like a Button. */
export const ButtonLink = forwardRef<HTMLAnchorElement, ButtonLinkProps>(function ButtonLink(
  { variant = 'contained', color = 'primary', size = 'md', startIcon, endIcon, children, ...rest },
  ref,
) {
  return (
    <Root as={Link} ref={ref} $variant={variant} $color={color} $size={size} {...rest}>
      {startIcon}
      {children}
      {endIcon}
    </Root>
  );
});

export interface ButtonAnchorProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'color'> {
  href: string;
  variant?: ButtonVariant;
  color?: ColorName;
  size?: ButtonSize;
  startIcon?: ReactNode;
  endIcon?: ReactNode;
}

/** A plain link (a full page load) that looks like a Button: for the public pages, which have no router. */
export const ButtonAnchor = forwardRef<HTMLAnchorElement, ButtonAnchorProps>(function ButtonAnchor(
  { variant = 'contained', color = 'primary', size = 'md', startIcon, endIcon, children, ...rest },
  ref,
) {
  return (
    <Root as="a" ref={ref} $variant={variant} $color={color} $size={size} {...rest}>
      {startIcon}
      {children}
      {endIcon}
    </Root>
  );
});
