import { loadShowcaseNamespace } from '../showcaseStrings';

/** The pages section's strings: a namespace of their own, in the showcase's one chunk per language. */
export const SHOWCASE_PAGES_NS = 'showcasePages';

export const loadPagesStrings = () => loadShowcaseNamespace(SHOWCASE_PAGES_NS);
