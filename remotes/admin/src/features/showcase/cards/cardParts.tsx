import type { ComponentType } from 'react';
import styled, { css } from 'styled-components';
import type { ColorName } from '@atrium/ui';

/** The cards pages' grid: as many columns as fit, each at least `$min` wide. */
export const CardGrid = styled.div<{ $min?: string }>`
  display: grid;
  gap: 1.5rem;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, ${({ $min = '18rem' }) => $min}), 1fr));
  align-items: start;
`;

/** A section of a cards page: a heading over its grid of cards. */
export const SectionTitle = styled.h2`
  margin: 0.5rem 0 0;
  font-size: 1.125rem;
  font-weight: 500;
  color: ${({ theme }) => theme.palette.text.secondary};
`;

export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.palette.text.secondary};
  line-height: 1.55;
`;

const MediaRoot = styled.div<{ $color: ColorName; $side?: boolean }>`
  display: grid;
  place-items: center;
  min-block-size: 10rem;
  color: ${({ theme, $color }) => theme.palette[$color].text};
  background:
    radial-gradient(
      circle at 20% 20%,
      ${({ theme, $color }) => theme.palette[$color].tonal},
      transparent 60%
    ),
    linear-gradient(
      135deg,
      ${({ theme, $color }) => theme.palette[$color].tonal},
      ${({ theme }) => theme.palette.action.hover}
    );
  ${({ $side, theme }) =>
    $side
      ? css`
          border-start-start-radius: ${theme.radius.md}px;
          border-end-start-radius: ${theme.radius.md}px;
        `
      : css`
          border-start-start-radius: ${theme.radius.md}px;
          border-start-end-radius: ${theme.radius.md}px;
        `}
`;

/**
 * A card's picture: a drawn illustration (an icon on the theme colour's gradient), so the showcase
 * needs no image files and the picture follows light, dark and the chosen primary colour.
 */
export function CardMedia({
  icon: Icon,
  color = 'primary',
  side,
}: {
  icon: ComponentType<{ size?: number; stroke?: number; 'aria-hidden'?: boolean | 'true' }>;
  color?: ColorName;
  side?: boolean;
}) {
  return (
    <MediaRoot $color={color} $side={side} aria-hidden="true">
      <Icon size={64} stroke={1.25} aria-hidden="true" />
    </MediaRoot>
  );
}

/** A card laid out in a row: the media at the start, the text at the end (stacked on a narrow one). */
export const Horizontal = styled.div`
  display: grid;
  grid-template-columns: minmax(8rem, 2fr) 3fr;
  @media (max-width: 36rem) {
    grid-template-columns: 1fr;
  }
`;
