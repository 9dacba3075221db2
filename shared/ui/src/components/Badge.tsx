import type { CSSProperties, ReactNode } from 'react';
import { VisuallyHidden } from './VisuallyHidden';
import styled, { css } from 'styled-components';
import type { ColorName } from '../theme/theme';

const Root = styled.span`
  position: relative;
  display: inline-flex;
  vertical-align: middle;
  flex: none;
`;

const Mark = styled.span<{ $color: ColorName; $dot: boolean; $anchored: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  box-sizing: border-box;
  border-radius: ${({ theme }) => theme.radius.pill}px;
  /* The solid shade: its text meets WCAG AA on every palette colour (gold and orange included). */
  background: ${({ theme, $color }) => theme.palette[$color].solid};
  color: ${({ theme, $color }) => theme.palette[$color].contrastText};
  font-weight: 500;
  line-height: 1;
  white-space: nowrap;
  ${({ $dot }) =>
    $dot
      ? css`
          inline-size: 0.5rem;
          block-size: 0.5rem;
        `
      : css`
          min-inline-size: 1.25rem;
          block-size: 1.25rem;
          padding-inline: 0.375rem;
          font-size: 0.75rem;
        `}
  ${({ $anchored, theme }) =>
    $anchored &&
    css`
      position: absolute;
      inset-block-start: 0;
      inset-inline-end: 0;
      z-index: 1;
      box-shadow: 0 0 0 2px ${theme.palette.background.paper};
      transform: translate(50%, -50%);
      [dir='rtl'] & {
        transform: translate(-50%, -50%);
      }
    `}
`;

export interface BadgeProps {
  /** The element the badge sits on (its inline-end top corner); without it the badge stands alone. */
  children?: ReactNode;
  /** A count (or a short text); numbers over `max` show as "99+". */
  content?: number | string;
  max?: number;
  /** A small dot instead of the content (presence, "something new"). */
  dot?: boolean;
  color?: ColorName;
  /** Hides the badge (kept in layout for the child). */
  invisible?: boolean;
  /** Shows a 0 count (hidden by default). */
  showZero?: boolean;
  /**
   * What the badge means to a screen reader ("3 unread notifications"). When set, the visual badge is
   * hidden from assistive technology and this text is read instead; a dot without it is decorative.
   */
  label?: string;
  className?: string;
  style?: CSSProperties;
}

/** A count or a status dot on a child (an avatar, an icon button), or on its own. */
export function Badge({
  children,
  content,
  max = 99,
  dot = false,
  color = 'error',
  invisible,
  showZero,
  label,
  className,
  style,
}: BadgeProps) {
  const isZero = content === 0 || content === '0';
  const hidden = invisible || (!dot && (content === undefined || content === '' || (isZero && !showZero)));
  const text = typeof content === 'number' && content > max ? `${max}+` : content;
  const anchored = children !== undefined && children !== null;
  return (
    <Root className={className} style={style}>
      {children}
      {!hidden && (
        <Mark $color={color} $dot={dot} $anchored={anchored} aria-hidden={label || dot ? true : undefined}>
          {dot ? null : text}
        </Mark>
      )}
      {!hidden && label && <VisuallyHidden>{label}</VisuallyHidden>}
    </Root>
  );
}
