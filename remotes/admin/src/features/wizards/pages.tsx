import type { ComponentType } from 'react';
import type { AreaPageModule } from '@atrium/platform';
import { FormWizardPage } from './FormWizardPage';
import { WizardForm } from './components/WizardForm';
import { checkoutWizard, dealWizard, propertyWizard } from './specs';
import { loadWizardStrings } from './wizardStrings';

// The wizard pages share one chunk with their strings; each is shown once the strings are in, so it
// never flashes keys.
const withStrings = async (page: ComponentType): Promise<AreaPageModule> => {
  await loadWizardStrings();
  return { default: page };
};

const CheckoutWizardPage = () => <WizardForm spec={checkoutWizard} />;
const DealWizardPage = () => <WizardForm spec={dealWizard} />;
const PropertyWizardPage = () => <WizardForm spec={propertyWizard} />;
const FormWizardIconsPage = () => <FormWizardPage variant="icons" />;
const FormWizardNumberedPage = () => <FormWizardPage variant="numbered" />;

export const loadCheckoutWizard = () => withStrings(CheckoutWizardPage);
export const loadDealWizard = () => withStrings(DealWizardPage);
export const loadPropertyWizard = () => withStrings(PropertyWizardPage);
export const loadFormWizardIcons = () => withStrings(FormWizardIconsPage);
export const loadFormWizardNumbered = () => withStrings(FormWizardNumberedPage);
