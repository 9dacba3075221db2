import { useRef, type FocusEvent } from 'react';
import styled, { useTheme } from 'styled-components';
import { Swiper, type SwiperProps } from 'swiper/react';
import { A11y, Keyboard } from 'swiper/modules';
import type { Swiper as SwiperInstance } from 'swiper';
import { useShowcaseTranslation } from '../../showcaseStrings';
import { SHOWCASE_EXTENSIONS_NS } from '../strings';

/**
 * Swiper's controls in the theme's colours: its style sheets read these variables, so light and dark
 * (and a user's primary colour) reach the arrows, bullets and progress bar without overriding rules.
 */
const Frame = styled.div<{ $height?: string }>`
  --swiper-theme-color: ${({ theme }) => theme.palette.primary.main};
  --swiper-navigation-color: ${({ theme }) => theme.palette.primary.contrastText};
  --swiper-navigation-size: 2.25rem;
  --swiper-pagination-color: ${({ theme }) => theme.palette.primary.main};
  --swiper-pagination-bullet-inactive-color: ${({ theme }) => theme.palette.text.secondary};
  --swiper-pagination-bullet-inactive-opacity: 0.4;
  --swiper-pagination-fraction-color: ${({ theme }) => theme.palette.text.primary};
  --swiper-pagination-progressbar-bg-color: ${({ theme }) => theme.palette.action.selected};
  --swiper-preloader-color: ${({ theme }) => theme.palette.primary.main};
  flex: 1 1 100%;
  min-inline-size: 0;
  border-radius: ${({ theme }) => theme.radius.md}px;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.palette.primary.main};
    outline-offset: 3px;
  }
  .swiper {
    border-radius: ${({ theme }) => theme.radius.md}px;
    ${({ $height }) => ($height ? `block-size: ${$height};` : '')}
  }
  /* The arrows on a round, contrasting chip: readable over any picture. */
  .swiper-button-prev,
  .swiper-button-next {
    inline-size: 2.25rem;
    padding: 0.55rem;
    border-radius: 50%;
    background: ${({ theme }) => theme.palette.primary.solid};
    box-shadow: ${({ theme }) => theme.shadows[2]};
  }
  .swiper-button-prev:focus-visible,
  .swiper-button-next:focus-visible,
  .swiper-pagination-bullet:focus-visible {
    outline: 2px solid ${({ theme }) => theme.palette.primary.main};
    outline-offset: 2px;
  }
  .swiper-pagination-fraction {
    inline-size: auto;
    inset-inline: 50% auto;
    translate: -50% 0;
    padding: 0.125rem 0.625rem;
    border-radius: ${({ theme }) => theme.radius.pill}px;
    background: ${({ theme }) => theme.palette.background.paper};
  }
  .swiper-rtl .swiper-pagination-fraction {
    translate: 50% 0;
  }
`;

export interface DemoSwiperProps extends Omit<SwiperProps, 'height'> {
  /** The carousel's accessible name. */
  label: string;
  /** A fixed height (CSS length) for carousels whose slides fill it (cube, fade, grid). */
  height?: string;
}

/**
 * A Swiper carousel as every demo of the page has it: the theme's colours, the page's direction,
 * screen-reader messages in the page's language, and the arrow keys — only while focus is inside
 * it, since Swiper listens on the whole document and the page has many carousels.
 */
export function DemoSwiper({ label, height, modules = [], onSwiper, children, ...props }: DemoSwiperProps) {
  const { t } = useShowcaseTranslation(SHOWCASE_EXTENSIONS_NS);
  const { direction } = useTheme();
  const swiper = useRef<SwiperInstance | null>(null);
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) swiper.current?.keyboard.disable();
  };
  return (
    <Frame
      role="region"
      aria-roledescription={t('swiper.a11y.carousel')}
      aria-label={label}
      tabIndex={0}
      $height={height}
      onFocus={() => swiper.current?.keyboard.enable()}
      onBlur={onBlur}
    >
      <Swiper
        // A new carousel when the direction flips: Swiper reads it once, as it starts.
        key={direction}
        dir={direction}
        modules={[A11y, Keyboard, ...modules]}
        keyboard={{ enabled: false, onlyInViewport: false }}
        a11y={{
          prevSlideMessage: t('swiper.a11y.prev'),
          nextSlideMessage: t('swiper.a11y.next'),
          firstSlideMessage: t('swiper.a11y.first'),
          lastSlideMessage: t('swiper.a11y.last'),
          // Swiper fills in its own {{index}} and {{slidesLength}}: they go through i18next untouched.
          paginationBulletMessage: t('swiper.a11y.bullet', { index: '{{index}}' }),
          slideLabelMessage: t('swiper.a11y.slide', { index: '{{index}}', slidesLength: '{{slidesLength}}' }),
          itemRoleDescriptionMessage: t('swiper.a11y.item'),
        }}
        {...props}
        onSwiper={(instance) => {
          swiper.current = instance;
          onSwiper?.(instance);
        }}
      >
        {children}
      </Swiper>
    </Frame>
  );
}
