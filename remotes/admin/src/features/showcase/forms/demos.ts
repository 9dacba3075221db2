import type { DemoLoader } from '../showcaseTypes';
import type { ShowcaseSlug } from '../showcaseSlugs';

/** The forms section's demos (`<section path>/<slug>`), each loaded with its page only. */
export const FORMS_DEMOS: Partial<Record<ShowcaseSlug<'forms'>, DemoLoader>> = {
  slider: () => import(/* webpackChunkName: "showcase-slider" */ './SliderDemo'),
  'range-slider': () => import(/* webpackChunkName: "showcase-range-slider" */ './RangeSliderDemo'),
  'file-input': () => import(/* webpackChunkName: "showcase-file-input" */ './FileInputDemo'),
  textfield: () => import(/* webpackChunkName: "showcase-textfield" */ './TextFieldDemo'),
  textarea: () => import(/* webpackChunkName: "showcase-textarea" */ './TextareaDemo'),
  select: () => import(/* webpackChunkName: "showcase-select" */ './SelectDemo'),
  autocomplete: () => import(/* webpackChunkName: "showcase-autocomplete" */ './AutocompleteDemo'),
  combobox: () => import(/* webpackChunkName: "showcase-combobox" */ './ComboboxDemo'),
  checkbox: () => import(/* webpackChunkName: "showcase-checkbox" */ './CheckboxDemo'),
  radio: () => import(/* webpackChunkName: "showcase-radio" */ './RadioDemo'),
  switch: () => import(/* webpackChunkName: "showcase-switch" */ './SwitchDemo'),
  'custom-input': () => import(/* webpackChunkName: "showcase-custom-input" */ './CustomInputDemo'),
  rating: () => import(/* webpackChunkName: "showcase-rating" */ './RatingDemo'),
  'date-time-picker': () =>
    import(/* webpackChunkName: "showcase-date-time-picker" */ './DateTimePickerDemo'),
  'form-validation': () => import(/* webpackChunkName: "showcase-form-validation" */ './FormValidationDemo'),
  'form-layouts': () => import(/* webpackChunkName: "showcase-form-layouts" */ './FormLayoutsDemo'),
  editors: () => import(/* webpackChunkName: "showcase-editors" */ './EditorsDemo'),
};
