import { useRef, useState } from 'react';
import { IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { SwiperSlide } from 'swiper/react';
import { Autoplay, Navigation, Pagination } from 'swiper/modules';
import type { Swiper as SwiperInstance } from 'swiper';
import { Button } from '@atrium/ui';
import { useShowcaseTranslation } from '../../showcaseStrings';
import { SHOWCASE_EXTENSIONS_NS } from '../strings';
import { DemoSwiper } from './DemoSwiper';
import { COVERS } from './pictures';
import { SlideImage, WithPagination } from './Slides';

/** Whether the user asked for less motion (where it cannot be known, as in tests: no). */
function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * A carousel that turns by itself, with a button to pause it (moving content must be stoppable); it
 * starts paused for people who asked their system for reduced motion, and rests while hovered.
 */
export function AutoplaySwiper() {
  const { t } = useShowcaseTranslation(SHOWCASE_EXTENSIONS_NS);
  const [playing, setPlaying] = useState(() => !prefersReducedMotion());
  const swiper = useRef<SwiperInstance | null>(null);
  const toggle = () => {
    if (playing) swiper.current?.autoplay.stop();
    else swiper.current?.autoplay.start();
    setPlaying(!playing);
  };
  return (
    <>
      <Button
        size="sm"
        variant="tonal"
        startIcon={
          playing ? (
            <IconPlayerPause size={16} aria-hidden="true" />
          ) : (
            <IconPlayerPlay size={16} aria-hidden="true" />
          )
        }
        onClick={toggle}
      >
        {playing ? t('swiper.pause') : t('swiper.play')}
      </Button>
      <WithPagination>
        <DemoSwiper
          label={t('swiper.autoplay.label')}
          modules={[Autoplay, Navigation, Pagination]}
          navigation
          pagination={{ clickable: true }}
          loop
          autoplay={{ delay: 3000, disableOnInteraction: false, pauseOnMouseEnter: true }}
          onSwiper={(instance) => {
            swiper.current = instance;
            if (!playing) instance.autoplay.stop();
          }}
        >
          {COVERS.slice(0, 5).map((src, i) => (
            <SwiperSlide key={src}>
              <SlideImage src={src} alt={t('swiper.picture', { index: i + 1 })} />
            </SwiperSlide>
          ))}
        </DemoSwiper>
      </WithPagination>
    </>
  );
}
