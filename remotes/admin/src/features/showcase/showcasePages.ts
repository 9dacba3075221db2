import type { AreaPageModule } from '@atrium/platform';
import { createElement } from 'react';
import { CARDS_DEMOS } from './cards/demos';
import { loadCardsStrings } from './cards/strings';
import { CHARTS_DEMOS } from './charts/demos';
import { loadChartsStrings } from './charts/strings';
import { COMPONENTS_DEMOS } from './components/demos';
import { loadComponentsStrings } from './components/strings';
import { EXTENSIONS_DEMOS } from './extensions/demos';
import { loadExtensionsStrings } from './extensions/strings';
import { FORMS_DEMOS } from './forms/demos';
import { loadFormsStrings } from './forms/strings';
import { PAGES_DEMOS } from './pages/demos';
import { loadPagesStrings } from './pages/strings';
import { ShowcasePage } from './ShowcasePage';
import { loadShowcaseStrings } from './showcaseStrings';
import type { ShowcaseSection } from './showcaseSlugs';
import type { DemoLoader } from './showcaseTypes';

/** Every section's demos by slug, and its strings. */
export const SHOWCASE_GROUPS: Record<
  ShowcaseSection,
  { demos: Partial<Record<string, DemoLoader>>; loadStrings: () => Promise<void> }
> = {
  components: { demos: COMPONENTS_DEMOS, loadStrings: loadComponentsStrings },
  forms: { demos: FORMS_DEMOS, loadStrings: loadFormsStrings },
  cards: { demos: CARDS_DEMOS, loadStrings: loadCardsStrings },
  charts: { demos: CHARTS_DEMOS, loadStrings: loadChartsStrings },
  extensions: { demos: EXTENSIONS_DEMOS, loadStrings: loadExtensionsStrings },
  pages: { demos: PAGES_DEMOS, loadStrings: loadPagesStrings },
};

/**
 * The page of `<section>/<slug>`: its demo's chunk and its strings load before it shows, so it never
 * flashes keys or a spinner inside the page frame.
 */
export async function loadShowcasePage(section: ShowcaseSection, slug: string): Promise<AreaPageModule> {
  const group = SHOWCASE_GROUPS[section];
  const load = Object.hasOwn(group.demos, slug) ? group.demos[slug] : undefined;
  if (!load) throw new Error(`The showcase has no ${section} page named ${slug}`);
  const [{ default: Demo }] = await Promise.all([load(), loadShowcaseStrings(), group.loadStrings()]);
  return { default: () => createElement(ShowcasePage, { slug, Demo }) };
}
