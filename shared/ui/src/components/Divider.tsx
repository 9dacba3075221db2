import type { CSSProperties, ReactNode } from 'react';
import styled, { css } from 'styled-components';

type Align = 'start' | 'center' | 'end';

const Line = styled.hr<{ $spacing: string }>`
  flex: none;
  margin-block: ${({ $spacing }) => $spacing};
  margin-inline: 0;
  border: 0;
  border-block-start: 1px solid ${({ theme }) => theme.palette.divider};
`;

const Vertical = styled.div<{ $spacing: string }>`
  align-self: stretch;
  flex: none;
  inline-size: 0;
  min-block-size: 1em;
  margin-inline: ${({ $spacing }) => $spacing};
  border-inline-start: 1px solid ${({ theme }) => theme.palette.divider};
`;

const WithText = styled.div<{ $spacing: string; $align: Align }>`
  display: flex;
  align-items: center;
  gap: 1rem;
  margin-block: ${({ $spacing }) => $spacing};
  font-size: 0.875rem;
  color: ${({ theme }) => theme.palette.text.secondary};
  white-space: nowrap;
  &::before,
  &::after {
    content: '';
    flex: 1;
    border-block-start: 1px solid ${({ theme }) => theme.palette.divider};
  }
  ${({ $align }) =>
    $align === 'start'
      ? css`
          &::before {
            flex: 0 0 10%;
          }
        `
      : $align === 'end'
        ? css`
            &::after {
              flex: 0 0 10%;
            }
          `
        : ''}
`;

export interface DividerProps {
  orientation?: 'horizontal' | 'vertical';
  /** Text in the middle of a horizontal divider ("or"). */
  children?: ReactNode;
  /** Where that text sits (default center). */
  textAlign?: Align;
  /** Space on each side, along the block axis (horizontal) or the inline axis (vertical); default 1rem / 0.5rem. */
  spacing?: string;
  className?: string;
  style?: CSSProperties;
}

/** A thin separating line: an <hr>, a vertical separator in a row, or a labelled divider. */
export function Divider({
  orientation = 'horizontal',
  children,
  textAlign = 'center',
  spacing,
  className,
  style,
}: DividerProps) {
  if (orientation === 'vertical') {
    return (
      <Vertical
        role="separator"
        aria-orientation="vertical"
        $spacing={spacing ?? '0.5rem'}
        className={className}
        style={style}
      />
    );
  }
  if (children !== undefined && children !== null) {
    return (
      <WithText
        role="separator"
        aria-orientation="horizontal"
        $spacing={spacing ?? '1rem'}
        $align={textAlign}
        className={className}
        style={style}
      >
        {children}
      </WithText>
    );
  }
  return <Line $spacing={spacing ?? '1rem'} className={className} style={style} />;
}
