import type { DemoLoader } from '../showcaseTypes';
import type { ShowcaseSlug } from '../showcaseSlugs';

/**
 * The forms section's demos (`<section path>/<slug>`). The demos built only on the design system,
 * of every section, share one chunk (each chunk costs an entry in the area's remoteEntry.js, which
 * lists them all); a demo that brings a library of its own is a chunk of its own, loaded with its page
 * only.
 */
export const FORMS_DEMOS: Record<ShowcaseSlug<'forms'>, DemoLoader> = {
  slider: () => import(/* webpackChunkName: "showcase-demos" */ './SliderDemo'),
  'range-slider': () => import(/* webpackChunkName: "showcase-demos" */ './RangeSliderDemo'),
  'file-input': () => import('./FileInputDemo'),
  textfield: () => import(/* webpackChunkName: "showcase-demos" */ './TextFieldDemo'),
  textarea: () => import(/* webpackChunkName: "showcase-demos" */ './TextareaDemo'),
  select: () => import(/* webpackChunkName: "showcase-demos" */ './SelectDemo'),
  autocomplete: () => import('./AutocompleteDemo'),
  combobox: () => import('./ComboboxDemo'),
  checkbox: () => import(/* webpackChunkName: "showcase-demos" */ './CheckboxDemo'),
  radio: () => import(/* webpackChunkName: "showcase-demos" */ './RadioDemo'),
  switch: () => import(/* webpackChunkName: "showcase-demos" */ './SwitchDemo'),
  'custom-input': () => import(/* webpackChunkName: "showcase-demos" */ './CustomInputDemo'),
  rating: () => import(/* webpackChunkName: "showcase-demos" */ './RatingDemo'),
  'date-time-picker': () => import('./DateTimePickerDemo'),
  'form-validation': () => import(/* webpackChunkName: "showcase-demos" */ './FormValidationDemo'),
  'form-layouts': () => import(/* webpackChunkName: "showcase-demos" */ './FormLayoutsDemo'),
  editors: () => import('./EditorsDemo'),
};
