import styled from 'styled-components';
import { space, type Space } from './spacing';

const ALIGN = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  stretch: 'stretch',
  baseline: 'baseline',
};
const JUSTIFY = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  between: 'space-between',
  around: 'space-around',
};

export interface StackProps {
  /** `row` runs in the reading direction (right to left in Arabic); `column` top to bottom. */
  $direction?: 'row' | 'column';
  /** Space between the children (default 1rem). */
  $gap?: Space;
  /** Cross-axis alignment (default stretch for a column, center for a row). */
  $align?: keyof typeof ALIGN;
  /** Main-axis distribution (default start). */
  $justify?: keyof typeof JUSTIFY;
  /** Lets children flow onto more lines when they do not fit. */
  $wrap?: boolean;
}

/**
 * Children in a row or a column with a gap. Flex rows follow the writing direction, so the same
 * layout mirrors in RTL with no direction-specific CSS.
 */
export const Stack = styled.div<StackProps>`
  display: flex;
  flex-direction: ${({ $direction = 'column' }) => $direction};
  gap: ${({ $gap = 1 }) => space($gap)};
  align-items: ${({ $align, $direction = 'column' }) =>
    ALIGN[$align ?? ($direction === 'row' ? 'center' : 'stretch')]};
  justify-content: ${({ $justify = 'start' }) => JUSTIFY[$justify]};
  flex-wrap: ${({ $wrap }) => ($wrap ? 'wrap' : 'nowrap')};
  min-inline-size: 0;
`;
