import type { ElementType, HTMLAttributes, ReactNode } from 'react';
import styled, { css } from 'styled-components';
import type { ColorName } from '../theme/theme';

/**
 * The design system's text styles: size and line height in rem (so they follow the reader's font
 * size), weight, and the capitals of the overline. One table, read by the component and by whoever
 * documents the scale.
 */
export const TYPE_SCALE = {
  h1: { size: 2.875, lineHeight: 1.2174, weight: 500 },
  h2: { size: 2.375, lineHeight: 1.2632, weight: 500 },
  h3: { size: 1.75, lineHeight: 1.2857, weight: 500 },
  h4: { size: 1.5, lineHeight: 1.3333, weight: 500 },
  h5: { size: 1.125, lineHeight: 1.5556, weight: 500 },
  h6: { size: 0.9375, lineHeight: 1.4667, weight: 500 },
  subtitle1: { size: 0.9375, lineHeight: 1.4667, weight: 400 },
  subtitle2: { size: 0.8125, lineHeight: 1.5385, weight: 400 },
  body1: { size: 0.9375, lineHeight: 1.4667, weight: 400 },
  body2: { size: 0.8125, lineHeight: 1.5385, weight: 400 },
  caption: { size: 0.8125, lineHeight: 1.2308, weight: 400, letterSpacing: 0.4 },
  overline: { size: 0.75, lineHeight: 1.1667, weight: 400, letterSpacing: 0.8, uppercase: true },
  button: { size: 0.9375, lineHeight: 1.4667, weight: 500 },
} as const;

export type TypographyVariant = keyof typeof TYPE_SCALE;

/** A palette colour, or one of the text colours (default `text`: the primary text colour). */
export type TypographyColor = ColorName | 'text' | 'textSecondary' | 'textDisabled';

export interface TypographyProps extends Omit<HTMLAttributes<HTMLElement>, 'color'> {
  variant?: TypographyVariant;
  color?: TypographyColor;
  /** Alignment in the reading direction: `start` is the right in Arabic. */
  align?: 'start' | 'center' | 'end' | 'justify';
  /** Cut what does not fit with an ellipsis: on one line (`true`) or after so many lines. */
  truncate?: boolean | number;
  /** The element, when the default one (h1–h6 for headings, p for the rest) is not the right one. */
  as?: ElementType;
  children?: ReactNode;
}

const ELEMENTS: Record<TypographyVariant, ElementType> = {
  h1: 'h1',
  h2: 'h2',
  h3: 'h3',
  h4: 'h4',
  h5: 'h5',
  h6: 'h6',
  subtitle1: 'p',
  subtitle2: 'p',
  body1: 'p',
  body2: 'p',
  caption: 'span',
  overline: 'span',
  button: 'span',
};

const Root = styled.p<{
  $variant: TypographyVariant;
  $color: TypographyColor;
  $align?: TypographyProps['align'];
  $truncate?: boolean | number;
}>`
  margin: 0;
  ${({ $variant }) => {
    const style: {
      size: number;
      lineHeight: number;
      weight: number;
      letterSpacing?: number;
      uppercase?: boolean;
    } = TYPE_SCALE[$variant];
    return css`
      font-size: ${style.size}rem;
      line-height: ${style.lineHeight};
      font-weight: ${style.weight};
      letter-spacing: ${style.letterSpacing ? `${style.letterSpacing}px` : 'normal'};
      text-transform: ${style.uppercase ? 'uppercase' : 'none'};
    `;
  }}
  color: ${({ theme, $color }) =>
    $color === 'text'
      ? theme.palette.text.primary
      : $color === 'textSecondary'
        ? theme.palette.text.secondary
        : $color === 'textDisabled'
          ? theme.palette.text.disabled
          : theme.palette[$color].text};
  text-align: ${({ $align }) => $align ?? 'start'};
  ${({ $truncate }) =>
    $truncate === true || $truncate === 1
      ? css`
          overflow: hidden;
          text-overflow: ellipsis;
          white-space: nowrap;
        `
      : typeof $truncate === 'number' &&
        css`
          display: -webkit-box;
          overflow: hidden;
          -webkit-box-orient: vertical;
          -webkit-line-clamp: ${$truncate};
        `}
`;

/** Text in one of the design system's styles (`TYPE_SCALE`), colour, alignment and truncation. */
export function Typography({
  variant = 'body1',
  color = 'text',
  align,
  truncate,
  as,
  children,
  ...rest
}: TypographyProps) {
  return (
    <Root
      as={as ?? ELEMENTS[variant]}
      $variant={variant}
      $color={color}
      $align={align}
      $truncate={truncate}
      {...rest}
    >
      {children}
    </Root>
  );
}

/** Code in a sentence: monospaced on a soft background. */
export const InlineCode = styled.code`
  padding: 0.125rem 0.375rem;
  border-radius: ${({ theme }) => theme.radius.sm}px;
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  font-size: 0.875em;
  color: ${({ theme }) => theme.palette.error.text};
  background: ${({ theme }) => theme.palette.action.selected};
`;

/** A quotation, set off by a bar on its start side (the right in Arabic). */
export const Blockquote = styled.blockquote`
  margin: 0;
  padding-block: 0.25rem;
  padding-inline-start: 1rem;
  border-inline-start: 4px solid ${({ theme }) => theme.palette.primary.main};
  font-size: 1.0625rem;
  color: ${({ theme }) => theme.palette.text.primary};
  footer {
    margin-block-start: 0.5rem;
    font-size: 0.8125rem;
    color: ${({ theme }) => theme.palette.text.secondary};
  }
`;
