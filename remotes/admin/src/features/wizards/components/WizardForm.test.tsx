import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel, type UserEvent } from '@testing-library/user-event';
import { db, resetMockDb } from '@atrium/mocks';
import { listenUntilReady, server } from '@atrium/mocks/node';
import { CLIENT_RULES } from '@atrium/testing';
import { currentLocation, renderPage, setupI18n } from '../../../testing/kit';
import { checkoutWizard, dealWizard, propertyWizard } from '../specs';
import { loadWizardStrings } from '../wizardStrings';
import { WizardForm } from './WizardForm';
import type { WizardSpec } from '../wizardTypes';

const render = (spec: WizardSpec) =>
  renderPage(<WizardForm spec={spec} />, { url: '/wizard', path: '/wizard', rules: CLIENT_RULES });

const stepForm = (name: string) => screen.getByRole('form', { name });
const next = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Next' }));

async function fill(user: UserEvent, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    // Pasted in one go: typing letter by letter would only make the test slow.
    const field = screen.getByLabelText(label);
    await user.clear(field);
    await user.click(field);
    await user.paste(value);
  }
}

const fillPersonal = (user: UserEvent) =>
  fill(user, {
    'First name': 'Nora',
    'Last name': 'Haddad',
    Email: 'nora@example.com',
    'Phone number': '+33 6 12 34 56 78',
  });

describe('WizardForm', () => {
  beforeAll(async () => {
    await setupI18n();
    await loadWizardStrings();
    await listenUntilReady();
  });
  beforeEach(() => resetMockDb());
  afterAll(() => server.close());

  it('after a step fails, a corrected field loses its message as it is typed, before the user leaves it', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    render(propertyWizard);
    await next(user);
    const phone = screen.getByLabelText('Phone number');
    await waitFor(() => expect(phone).toHaveAttribute('aria-invalid', 'true'));
    await user.click(phone);
    await user.paste('+33 6 12 34 56 78');
    // Still in the field: its message is gone, so Next does not move as the field is left.
    expect(phone).toHaveFocus();
    await waitFor(() => expect(phone).not.toHaveAttribute('aria-invalid', 'true'));
  });

  it('lists a property: a step with errors does not advance, back keeps what was typed', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    render(propertyWizard);
    expect(screen.getByRole('heading', { level: 1, name: 'Property listing' })).toBeInTheDocument();
    const steps = screen.getByRole('list', { name: 'Property listing: steps' });
    expect(within(steps).getByText('Step 1 of 5: Personal details, current')).toBeInTheDocument();

    await next(user);
    expect(
      await within(stepForm('Personal details')).findAllByText('Use at least 2 characters'),
    ).toHaveLength(2);
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Enter a valid email');
    // The focus goes to the first wrong field.
    expect(screen.getByLabelText('First name')).toHaveFocus();

    await fillPersonal(user);
    await next(user);
    expect(await screen.findByRole('form', { name: 'Property details' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByLabelText('First name')).toHaveValue('Nora');
  });

  it('lists a property: the summary shows what was entered, submit stores it and goes to the success page', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    render(propertyWizard);
    const steps = screen.getByRole('list', { name: 'Property listing: steps' });
    await fillPersonal(user);
    await next(user);

    await user.click(await screen.findByRole('radio', { name: 'Villa' }));
    await fill(user, { Address: '12 rue des Lilas', City: 'Lyon', Postcode: '69001' });
    await next(user);
    await fill(user, { Bedrooms: '3', Bathrooms: '2', Floor: '1' });
    await user.click(screen.getByRole('checkbox', { name: 'Has a balcony' }));
    await next(user);
    await fill(user, { 'Total area': '100', 'Carpet area': '120', 'Available from': '2026-12-01' });
    await next(user);
    // The refinement's message, translated from the contract's sentence.
    expect(await screen.findByText('The carpet area cannot exceed the total area')).toBeInTheDocument();
    await fill(user, { 'Carpet area': '90' });
    await next(user);
    await fill(user, { 'Expected price (USD)': '450000', 'Monthly maintenance (USD)': '0' });

    const summary = await screen.findByRole('region', { name: 'Summary' });
    expect(within(summary).getByText('Nora')).toBeInTheDocument();
    expect(within(summary).getByText('Villa')).toBeInTheDocument();
    expect(within(summary).getByText('450,000')).toBeInTheDocument();
    expect(within(summary).getByText('Dec 1, 2026')).toBeInTheDocument();
    // Every step reached can be gone back to from the Stepper.
    expect(within(steps).getByRole('button', { name: 'Step 1 of 5: Personal details, done' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'List the property' }));
    await waitFor(() => expect(currentLocation()).toBe('/success?flow=property-listing&id=PROP-1001'));
    expect(db.wizardProperties[0].data).toMatchObject({
      personal: { firstName: 'Nora', email: 'nora@example.com' },
      details: { propertyKind: 'villa' },
      features: { bedrooms: 3, balcony: true },
      area: { carpetArea: 90 },
      price: { expectedPrice: 450000, negotiable: false },
    });
  });

  it('checkout: an empty cart does not advance; card details only when paying by card; reached steps are clickable', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    render(checkoutWizard);
    await fill(user, { 'Wireless headphones': '0' });
    await next(user);
    expect(await screen.findByText('Put at least one item in the cart')).toBeInTheDocument();
    await fill(user, { 'Wireless headphones': '2' });
    await next(user);
    await fill(user, {
      'Full name': 'Nora Haddad',
      'Phone number': '0612345678',
      'Street address': '12 rue des Lilas',
      City: 'Lyon',
      Postcode: '69001',
    });
    await next(user);
    await user.click(await screen.findByRole('radio', { name: 'Express ($10, 2–3 days)' }));
    await next(user);
    expect(await screen.findByLabelText('Card number')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Cash on delivery' }));
    expect(screen.queryByLabelText('Card number')).toBeNull();

    // Back to the cart from the Stepper, then forward to the furthest step reached.
    await user.click(screen.getByRole('button', { name: 'Step 1 of 5: Cart, done' }));
    expect(await screen.findByLabelText('Wireless headphones')).toHaveValue(2);
    await user.click(screen.getByRole('button', { name: 'Step 4 of 5: Payment, not done' }));
    expect(await screen.findByRole('radio', { name: 'Cash on delivery' })).toBeChecked();
    expect(screen.queryByRole('button', { name: /Step 5 of 5/ })).toBeNull();

    await next(user);
    const summary = await screen.findByRole('region', { name: 'Summary' });
    expect(within(summary).getByText('Cash on delivery')).toBeInTheDocument();
    expect(within(summary).getByText('$308.00')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(db.wizardCheckoutOrders).toHaveLength(1));
    expect(currentLocation()).toBe('/success?flow=checkout&id=ORDER-1001');
  });

  it('create deal: the review must be confirmed before the deal is sent', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    render(dealWizard);
    await fill(user, { 'Discount (%)': '15' });
    await next(user);
    await fill(user, {
      'Deal title': 'Winter sale',
      'Deal code': 'winter',
      'Starts on': '2026-12-10',
      'Ends on': '2026-12-01',
    });
    await next(user);
    expect(await screen.findByText('Use 4 to 16 capital letters, digits or dashes')).toBeInTheDocument();
    expect(screen.getByText('The deal must end on or after its start')).toBeInTheDocument();
    await fill(user, { 'Deal code': 'WINTER-15', 'Ends on': '2026-12-31' });
    await next(user);
    await fill(user, { 'Maximum number of users': '100', 'Minimum cart amount (USD)': '20' });
    await next(user);
    const summary = await screen.findByRole('region', { name: 'Summary' });
    expect(within(summary).getByText('WINTER-15')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create the deal' }));
    expect(await screen.findByText('Confirm the deal details')).toBeInTheDocument();
    expect(db.wizardDeals).toHaveLength(0);
    await user.click(screen.getByRole('checkbox', { name: 'I have checked the deal details' }));
    await user.click(screen.getByRole('button', { name: 'Create the deal' }));
    await waitFor(() => expect(db.wizardDeals).toHaveLength(1));
    expect(currentLocation()).toBe('/success?flow=create-deal&id=DEAL-1001');
  });
});
