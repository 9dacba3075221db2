import type { ComponentType } from 'react';
import type { AreaPageModule } from '@atrium/platform';
import { loadAclDemoStrings } from './aclDemoStrings';
import { Section1Page } from './Section1Page';
import { Section2Page } from './Section2Page';
import { Section3Page } from './Section3Page';
import { SuccessPage } from './SuccessPage';

// The four pages share one chunk (they are small and link to one another); each is shown once its
// strings are in, so it never flashes keys.
const withStrings = async (page: ComponentType): Promise<AreaPageModule> => {
  await loadAclDemoStrings();
  return { default: page };
};

export const loadSection1 = () => withStrings(Section1Page);
export const loadSection2 = () => withStrings(Section2Page);
export const loadSection3 = () => withStrings(Section3Page);
export const loadSuccess = () => withStrings(SuccessPage);
