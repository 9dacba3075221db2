import type { DemoLoader } from '../showcaseTypes';
import type { ShowcaseSlug } from '../showcaseSlugs';

/** The forms section's demos (`<section path>/<slug>`), each loaded with its page only. */
export const FORMS_DEMOS: Partial<Record<ShowcaseSlug<'forms'>, DemoLoader>> = {
  slider: () => import(/* webpackChunkName: "showcase-slider" */ './SliderDemo'),
  'range-slider': () => import(/* webpackChunkName: "showcase-range-slider" */ './RangeSliderDemo'),
  'file-input': () => import(/* webpackChunkName: "showcase-file-input" */ './FileInputDemo'),
  'date-time-picker': () =>
    import(/* webpackChunkName: "showcase-date-time-picker" */ './DateTimePickerDemo'),
};
