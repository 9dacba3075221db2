/**
 * The sample pictures, served by the host (`host/public/images`): wide course covers (640×360) and
 * square product shots (256×256). Local files only — the Content-Security-Policy allows no other origin.
 */
export const COVERS = Array.from({ length: 10 }, (_, i) => `/images/academy/course-${i + 1}.svg`);

export const PRODUCTS = [
  'playstation-5',
  'macbook-pro-16',
  'canon-eos-r6',
  'sony-wh-1000xm5',
  'nintendo-switch-oled',
  'iphone-14-pro',
].map((name) => `/images/products/${name}.svg`);
