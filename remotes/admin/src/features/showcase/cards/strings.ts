import { loadShowcaseNamespace } from '../showcaseStrings';

/** The cards section's strings: a namespace of their own, in the showcase's one chunk per language. */
export const SHOWCASE_CARDS_NS = 'showcaseCards';

export const loadCardsStrings = () => loadShowcaseNamespace(SHOWCASE_CARDS_NS);
