import { loadShowcaseNamespace } from '../showcaseStrings';

/** The components section's strings: a namespace of their own, in the showcase's one chunk per language. */
export const SHOWCASE_COMPONENTS_NS = 'showcaseComponents';

export const loadComponentsStrings = () => loadShowcaseNamespace(SHOWCASE_COMPONENTS_NS);
