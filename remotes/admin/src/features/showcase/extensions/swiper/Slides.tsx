import styled from 'styled-components';

/** A picture filling its slide. */
export const SlideImage = styled.img<{ $ratio?: string }>`
  display: block;
  inline-size: 100%;
  block-size: 100%;
  aspect-ratio: ${({ $ratio }) => $ratio ?? '16 / 9'};
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radius.md}px;
  background: ${({ theme }) => theme.palette.action.hover};
`;

/** A slide with a text card instead of a picture (the grid example). */
export const TextSlide = styled.div`
  display: grid;
  place-items: center;
  block-size: 100%;
  border: 1px solid ${({ theme }) => theme.palette.divider};
  border-radius: ${({ theme }) => theme.radius.md}px;
  background: ${({ theme }) => theme.palette.primary.tonal};
  color: ${({ theme }) => theme.palette.primary.text};
  font-weight: 600;
`;

/** Room under a carousel for its pagination bullets. */
export const WithPagination = styled.div`
  flex: 1 1 100%;
  min-inline-size: 0;
  .swiper {
    padding-block-end: 2.25rem;
  }
`;

/** The centred and coverflow examples: slides narrower than the carousel. */
export const NarrowSlides = styled.div<{ $width: string }>`
  flex: 1 1 100%;
  min-inline-size: 0;
  .swiper-slide {
    inline-size: ${({ $width }) => $width};
  }
`;

/** The cube turns square faces: a square box, centred, with room for its shadow and bullets. */
export const CubeBox = styled.div`
  flex: 1 1 100%;
  max-inline-size: 18rem;
  margin-inline: auto;
  padding-block-end: 3rem;
  .swiper {
    overflow: visible;
  }
  .swiper-pagination {
    inset-block-end: -2.5rem;
  }
`;
