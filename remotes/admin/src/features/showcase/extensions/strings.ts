import { loadShowcaseNamespace } from '../showcaseStrings';

/** The extensions section's strings: a namespace of their own, in the showcase's one chunk per language. */
export const SHOWCASE_EXTENSIONS_NS = 'showcaseExtensions';

export const loadExtensionsStrings = () => loadShowcaseNamespace(SHOWCASE_EXTENSIONS_NS);
