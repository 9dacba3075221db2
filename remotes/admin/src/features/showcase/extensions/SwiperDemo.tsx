import { SwiperSlide } from 'swiper/react';
import {
  EffectCoverflow,
  EffectCube,
  EffectFade,
  Grid as SwiperGrid,
  Navigation,
  Pagination,
} from 'swiper/modules';
import styled from 'styled-components';
import { Grid } from '@atrium/ui';
import { useShowcaseTranslation } from '../showcaseStrings';
import { DemoSection } from '../DemoSection';
import { SHOWCASE_EXTENSIONS_NS } from './strings';
import { DemoSwiper } from './swiper/DemoSwiper';
import { AutoplaySwiper } from './swiper/AutoplaySwiper';
import { ThumbsGallery } from './swiper/ThumbsGallery';
import { COVERS, PRODUCTS } from './swiper/pictures';
import { CubeBox, NarrowSlides, SlideImage, TextSlide, WithPagination } from './swiper/Slides';
import { SwiperStyles } from './swiper/SwiperStyles';

/** The examples two by two on wide screens: a carousel across a whole wide page is too tall to see. */
const DemoGrid = styled(Grid).attrs({ $columns: { base: 1, lg: 2 } })``;

/** An example across both columns: the three kinds of pagination side by side. */
const Wide = styled.div`
  grid-column: 1 / -1;
`;

/** One of three carousels sharing a row (one under the other on narrow screens). */
const Third = styled.div`
  flex: 1 1 18rem;
  align-self: start;
  min-inline-size: 0;
`;

/** Swiper (`swiper/react` and its modules), themed, right-to-left aware and keyboard-operable. */
export default function SwiperDemo() {
  const { t } = useShowcaseTranslation(SHOWCASE_EXTENSIONS_NS);
  const s = (key: string) => t(`swiper.${key}`);
  const covers = (count: number, from = 0) =>
    COVERS.slice(from, from + count).map((src, i) => (
      <SwiperSlide key={src}>
        <SlideImage src={src} alt={t('swiper.picture', { index: from + i + 1 })} />
      </SwiperSlide>
    ));
  const products = PRODUCTS.map((src, i) => (
    <SwiperSlide key={src}>
      <SlideImage $ratio="1" src={src} alt={t('swiper.product', { index: i + 1 })} />
    </SwiperSlide>
  ));

  return (
    <DemoGrid>
      <SwiperStyles />
      <DemoSection title={s('default.title')}>
        <DemoSwiper label={s('default.label')}>{covers(5)}</DemoSwiper>
      </DemoSection>

      <DemoSection title={s('navigation.title')}>
        <DemoSwiper label={s('navigation.label')} modules={[Navigation]} navigation>
          {covers(5, 2)}
        </DemoSwiper>
      </DemoSection>

      <Wide>
        <DemoSection title={s('pagination.title')}>
          <Third>
            <WithPagination>
              <DemoSwiper
                label={s('pagination.bullets')}
                modules={[Pagination]}
                pagination={{ clickable: true, dynamicBullets: true }}
              >
                {covers(6)}
              </DemoSwiper>
            </WithPagination>
          </Third>
          <Third>
            <WithPagination>
              <DemoSwiper
                label={s('pagination.fraction')}
                modules={[Navigation, Pagination]}
                navigation
                pagination={{ type: 'fraction' }}
              >
                {covers(6, 3)}
              </DemoSwiper>
            </WithPagination>
          </Third>
          <Third>
            <DemoSwiper
              label={s('pagination.progress')}
              modules={[Navigation, Pagination]}
              navigation
              pagination={{ type: 'progressbar' }}
            >
              {covers(6, 4)}
            </DemoSwiper>
          </Third>
        </DemoSection>
      </Wide>

      <DemoSection title={s('multiple.title')}>
        <WithPagination>
          <DemoSwiper
            label={s('multiple.label')}
            modules={[Pagination]}
            pagination={{ clickable: true }}
            slidesPerView={1}
            spaceBetween={16}
            // One picture in a narrow card, two in a medium one, three in a wide one: measured on the
            // carousel itself, since the card's width, not the window's, is what the pictures share.
            breakpointsBase="container"
            breakpoints={{ 520: { slidesPerView: 2 }, 800: { slidesPerView: 3 } }}
          >
            {covers(9)}
          </DemoSwiper>
        </WithPagination>
      </DemoSection>

      <DemoSection title={s('grid.title')}>
        <WithPagination>
          <DemoSwiper
            label={s('grid.label')}
            modules={[SwiperGrid, Pagination]}
            pagination={{ clickable: true }}
            slidesPerView={3}
            grid={{ rows: 2 }}
            spaceBetween={12}
            height="22rem"
          >
            {Array.from({ length: 12 }, (_, i) => (
              <SwiperSlide key={i}>
                <TextSlide>{t('swiper.grid.item', { index: i + 1 })}</TextSlide>
              </SwiperSlide>
            ))}
          </DemoSwiper>
        </WithPagination>
      </DemoSection>

      <DemoSection title={s('centered.title')}>
        <NarrowSlides $width="min(70%, 28rem)">
          <WithPagination>
            <DemoSwiper
              label={s('centered.label')}
              modules={[Pagination]}
              pagination={{ clickable: true }}
              slidesPerView="auto"
              centeredSlides
              spaceBetween={16}
              initialSlide={1}
            >
              {covers(6)}
            </DemoSwiper>
          </WithPagination>
        </NarrowSlides>
      </DemoSection>

      <DemoSection title={s('fade.title')}>
        <DemoSwiper
          label={s('fade.label')}
          modules={[EffectFade, Navigation]}
          effect="fade"
          // The leaving picture disappears as the next one appears: no overlap of two half-faded ones.
          fadeEffect={{ crossFade: true }}
          navigation
        >
          {covers(5, 5)}
        </DemoSwiper>
      </DemoSection>

      <DemoSection title={s('cube.title')}>
        <CubeBox>
          <DemoSwiper
            label={s('cube.label')}
            modules={[EffectCube, Pagination]}
            effect="cube"
            grabCursor
            cubeEffect={{ shadow: true, slideShadows: true, shadowOffset: 20, shadowScale: 0.94 }}
            pagination={{ clickable: true }}
          >
            {products}
          </DemoSwiper>
        </CubeBox>
      </DemoSection>

      <DemoSection title={s('coverflow.title')}>
        <NarrowSlides $width="min(60%, 18rem)">
          <WithPagination>
            <DemoSwiper
              label={s('coverflow.label')}
              modules={[EffectCoverflow, Pagination]}
              effect="coverflow"
              grabCursor
              centeredSlides
              slidesPerView="auto"
              initialSlide={2}
              coverflowEffect={{ rotate: 40, stretch: 0, depth: 120, modifier: 1, slideShadows: true }}
              pagination={{ clickable: true }}
            >
              {products}
            </DemoSwiper>
          </WithPagination>
        </NarrowSlides>
      </DemoSection>

      <DemoSection title={s('autoplay.title')}>
        <AutoplaySwiper />
      </DemoSection>

      <DemoSection title={s('thumbs.title')}>
        <ThumbsGallery />
      </DemoSection>

      <DemoSection title={s('lazy.title')}>
        <DemoSwiper label={s('lazy.label')} modules={[Navigation]} navigation>
          {COVERS.map((src, i) => (
            <SwiperSlide key={src}>
              {/* The browser fetches a picture only as its slide nears the view; Swiper shows its
                  spinner until the picture has arrived, then removes it. */}
              <SlideImage src={src} alt={t('swiper.picture', { index: i + 1 })} loading="lazy" />
              <div className="swiper-lazy-preloader" />
            </SwiperSlide>
          ))}
        </DemoSwiper>
      </DemoSection>
    </DemoGrid>
  );
}
