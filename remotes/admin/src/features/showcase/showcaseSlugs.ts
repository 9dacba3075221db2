/**
 * The UI showcase's pages by section, in menu order: each page is `<path>/<slug>`. The area contract
 * lists them from here without loading any demo.
 */
export const SHOWCASE_SECTIONS = {
  components: {
    path: '/components',
    slugs: [
      'alert',
      'avatar',
      'badge',
      'button',
      'chip',
      'dialog',
      'expansion-panel',
      'list',
      'menu',
      'pagination',
      'progress-circular',
      'progress-linear',
      'snackbar',
      'tabs',
      'timeline',
      'tooltip',
    ],
  },
  forms: {
    path: '/forms',
    slugs: [
      'textfield',
      'select',
      'checkbox',
      'radio',
      'custom-input',
      'textarea',
      'autocomplete',
      'combobox',
      'date-time-picker',
      'switch',
      'file-input',
      'editors',
      'range-slider',
      'slider',
      'rating',
      'form-layouts',
      'form-validation',
    ],
  },
  cards: {
    path: '/pages/cards',
    slugs: ['card-basic', 'card-advance', 'card-statistics', 'card-widgets', 'card-actions'],
  },
  charts: { path: '/charts', slugs: ['apex-chart', 'chartjs'] },
  extensions: { path: '/extensions', slugs: ['swiper', 'tour'] },
  pages: { path: '/pages', slugs: ['typography', 'icons', 'dialog-examples'] },
} as const;

export type ShowcaseSection = keyof typeof SHOWCASE_SECTIONS;
export type ShowcaseSlug<S extends ShowcaseSection = ShowcaseSection> =
  (typeof SHOWCASE_SECTIONS)[S]['slugs'][number];

export const SHOWCASE_SECTION_NAMES = Object.keys(SHOWCASE_SECTIONS) as ShowcaseSection[];
