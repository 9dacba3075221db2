import { loadShowcaseNamespace } from '../showcaseStrings';

/** The forms section's strings: a namespace of their own, in the showcase's one chunk per language. */
export const SHOWCASE_FORMS_NS = 'showcaseForms';

export const loadFormsStrings = () => loadShowcaseNamespace(SHOWCASE_FORMS_NS);
