import { createGlobalStyle } from 'styled-components';
import swiper_core from 'swiper/css?inline';
import swiper_a11y from 'swiper/css/a11y?inline';
import swiper_effect_coverflow from 'swiper/css/effect-coverflow?inline';
import swiper_effect_cube from 'swiper/css/effect-cube?inline';
import swiper_effect_fade from 'swiper/css/effect-fade?inline';
import swiper_free_mode from 'swiper/css/free-mode?inline';
import swiper_grid from 'swiper/css/grid?inline';
import swiper_navigation from 'swiper/css/navigation?inline';
import swiper_pagination from 'swiper/css/pagination?inline';
import swiper_thumbs from 'swiper/css/thumbs?inline';

/**
 * Swiper's style sheets for the modules the page uses, as part of the page's own styles: imported as
 * text, so the admin area's entry need not carry a style-sheet loader for one page.
 */
export const SwiperStyles = createGlobalStyle`
  ${swiper_core}
  ${swiper_a11y}
  ${swiper_effect_coverflow}
  ${swiper_effect_cube}
  ${swiper_effect_fade}
  ${swiper_free_mode}
  ${swiper_grid}
  ${swiper_navigation}
  ${swiper_pagination}
  ${swiper_thumbs}
`;
