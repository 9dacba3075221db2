import { useState } from 'react';
import styled from 'styled-components';
import { SwiperSlide } from 'swiper/react';
import { FreeMode, Navigation, Thumbs } from 'swiper/modules';
import type { Swiper as SwiperInstance } from 'swiper';
import { useShowcaseTranslation } from '../../showcaseStrings';
import { SHOWCASE_EXTENSIONS_NS } from '../strings';
import { DemoSwiper } from './DemoSwiper';
import { COVERS } from './pictures';
import { SlideImage } from './Slides';

const Gallery = styled.div`
  display: grid;
  /* A column no wider than the card: an auto one sizes to the carousels, which size to it, and in
     right-to-left the two fed each other until the page was millions of pixels wide. */
  grid-template-columns: minmax(0, 1fr);
  flex: 1 1 100%;
  gap: 0.75rem;
  min-inline-size: 0;
  /* The thumbnail of the picture shown is marked; the others are dimmed. */
  .thumbs .swiper-slide {
    opacity: 0.5;
    cursor: pointer;
    transition: opacity 0.2s;
  }
  .thumbs .swiper-slide-thumb-active {
    opacity: 1;
    outline: 2px solid ${({ theme }) => theme.palette.primary.main};
    outline-offset: -2px;
    border-radius: ${({ theme }) => theme.radius.md}px;
  }
`;

/** A large carousel steered by a strip of thumbnails under it (and steering it back). */
export function ThumbsGallery() {
  const { t } = useShowcaseTranslation(SHOWCASE_EXTENSIONS_NS);
  const [thumbs, setThumbs] = useState<SwiperInstance | null>(null);
  const pictures = COVERS.slice(0, 8);
  return (
    <Gallery>
      <DemoSwiper
        label={t('swiper.thumbs.label')}
        modules={[Navigation, Thumbs]}
        navigation
        spaceBetween={10}
        // Until the strip exists (its first render) the large carousel runs on its own.
        thumbs={{ swiper: thumbs && !thumbs.destroyed ? thumbs : null }}
      >
        {pictures.map((src, i) => (
          <SwiperSlide key={src}>
            <SlideImage src={src} alt={t('swiper.picture', { index: i + 1 })} />
          </SwiperSlide>
        ))}
      </DemoSwiper>
      <div className="thumbs">
        <DemoSwiper
          label={t('swiper.thumbs.strip')}
          modules={[FreeMode, Thumbs]}
          onSwiper={setThumbs}
          spaceBetween={10}
          slidesPerView={4}
          freeMode
          watchSlidesProgress
        >
          {pictures.map((src) => (
            <SwiperSlide key={src}>
              {/* The large picture says what it shows; the thumbnail only points at it. */}
              <SlideImage src={src} alt="" loading="lazy" />
            </SwiperSlide>
          ))}
        </DemoSwiper>
      </div>
    </Gallery>
  );
}
