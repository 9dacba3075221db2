import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server, listenUntilReady } from '@atrium/mocks/node';
import { db, resetMockDb } from '@atrium/mocks';
import { toast } from '@atrium/ui';
import { renderPage, setupI18n } from '../../testing/kit';
import SettingsPage from './SettingsPage';

/**
 * A user who does not wait between events nor checks pointer-events on every ancestor (jsdom computes
 * styled-components' styles for each check, which made these forms slow).
 */
const setupUser = () => userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

/** Sets a field's value in one change: these tests are about saving and validating, not typing. */
const fill = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });

const URL = '/apps/ecommerce/settings';
const render = (url = URL) => renderPage(<SettingsPage />, { url });

/**
 * Opens a section and answers queries inside it: a section opened before stays mounted (hidden), and
 * a query scoped to the panel searches only its form.
 */
async function renderSection(tab: string) {
  render(`${URL}?tab=${tab}`);
  return within(await screen.findByRole('tabpanel'));
}

describe('SettingsPage', () => {
  beforeAll(async () => {
    await listenUntilReady();
    await setupI18n();
  });
  beforeEach(() => resetMockDb());
  // The toaster's state outlives a test: clear it so each test sees only its own toasts.
  afterEach(() => toast.dismiss());
  afterAll(() => server.close());

  it('saves the store details, says so, and Discard returns to the saved values', async () => {
    const user = setupUser();
    render();
    expect(screen.getByTestId('settings-skeleton')).toBeInTheDocument();
    const store = within(await screen.findByRole('tabpanel'));
    const name = store.getByLabelText('Store name');
    expect(name).toHaveValue('Atrium Store');
    expect(store.getByRole('button', { name: 'Discard' })).toBeDisabled();

    fill(name, 'Corner Shop');
    await user.selectOptions(store.getByLabelText('Store currency'), 'EUR');
    expect(store.getByText('Unsaved changes')).toBeInTheDocument();
    await user.click(store.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    expect(db.ecommerceSettings.store).toMatchObject({ name: 'Corner Shop', currency: 'EUR' });
    await waitFor(() => expect(store.getByRole('button', { name: 'Discard' })).toBeDisabled());

    fill(name, 'Corner Shop Ltd');
    await user.click(store.getByRole('button', { name: 'Discard' }));
    expect(name).toHaveValue('Corner Shop');
  });

  it('when someone else saved the section meanwhile, says so and saves nothing until told', async () => {
    const user = setupUser();
    render();
    const store = within(await screen.findByRole('tabpanel'));
    // Another admin saves the store details while this form is open.
    db.ecommerceSettings.store = { ...db.ecommerceSettings.store, phone: '+1 555 0199' };
    fill(store.getByLabelText('Store name'), 'Mine');
    await user.click(store.getByRole('button', { name: 'Save changes' }));

    const conflict = await store.findByRole('alert');
    expect(conflict).toHaveTextContent('Someone else saved this while you were editing it');
    expect(db.ecommerceSettings.store.name).toBe('Atrium Store');
    await user.click(within(conflict).getByRole('button', { name: 'Load their version' }));
    expect(store.getByLabelText('Store name')).toHaveValue('Atrium Store');
    expect(store.getByLabelText('Phone')).toHaveValue('+1 555 0199');

    fill(store.getByLabelText('Store name'), 'Mine');
    await user.click(store.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    expect(db.ecommerceSettings.store).toMatchObject({ name: 'Mine', phone: '+1 555 0199' });
  });

  it('keeps unsaved edits of a section while another tab is shown', async () => {
    const user = setupUser();
    const store = await renderSection('store');
    const name = store.getByLabelText('Store name');
    fill(name, 'Draft name');
    await user.click(screen.getByRole('tab', { name: /Payments/ }));
    expect(screen.getByRole('tab', { name: /Payments/ })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: /Store details/ }));
    expect(name).toHaveValue('Draft name');
    expect(name).toBeVisible();
  });

  it('shows messages at invalid fields and sends nothing', async () => {
    const user = setupUser();
    const store = await renderSection('store');
    fill(store.getByLabelText('Store contact email'), 'not-an-email');
    fill(store.getByLabelText('Store name'), '');
    await user.click(store.getByRole('button', { name: 'Save changes' }));
    expect(await store.findByText('Enter a valid email')).toBeInTheDocument();
    expect(store.getByLabelText('Store name')).toHaveAccessibleDescription('This field is required');
    expect(db.ecommerceSettings.store.email).toBe('hello@atrium.shop');
  });

  it("puts the server's field errors on the fields", async () => {
    let answered = false;
    server.use(
      http.put('*/api/apps/ecommerce/settings/notifications', () => {
        if (answered) return undefined;
        answered = true;
        return HttpResponse.json(
          { message: 'Invalid senderEmail', errors: { senderEmail: ['This sender is not verified'] } },
          { status: 400 },
        );
      }),
    );
    const user = setupUser();
    render(`${URL}?tab=notifications`);
    const sms = await screen.findByRole('checkbox', { name: 'Order placed: SMS' });
    expect(sms).not.toBeChecked();
    await user.click(sms);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('This sender is not verified')).toBeInTheDocument();
    expect(db.ecommerceSettings.notifications.events.orderPlaced.sms).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    expect(db.ecommerceSettings.notifications.events.orderPlaced.sms).toBe(true);
  });

  it('keeps the tab in the URL', async () => {
    const user = setupUser();
    render();
    await user.click(await screen.findByRole('tab', { name: 'Shipping & delivery' }));
    expect(screen.getByTestId('location')).toHaveTextContent('tab=shipping');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Domestic');
  });

  it("shows a new shipping zone's problems at its fields and saves nothing", async () => {
    // One saved zone, not two: fewer country boxes for jsdom to draw at every edit.
    db.ecommerceSettings.shipping.zones = db.ecommerceSettings.shipping.zones.slice(0, 1);
    const user = setupUser();
    const shipping = await renderSection('shipping');
    await user.click(shipping.getByRole('button', { name: 'Add shipping zone' }));
    const names = shipping.getAllByLabelText('Zone name');
    expect(names).toHaveLength(2);
    fill(names[1], 'Gulf');
    const prices = shipping.getAllByLabelText('Price');
    fill(prices[prices.length - 1], '-5');
    await user.click(shipping.getByRole('button', { name: 'Save changes' }));
    expect(await shipping.findByText('Choose at least one country')).toBeInTheDocument();
    expect(shipping.getByText('Cannot be negative')).toBeInTheDocument();
    expect(shipping.getByText('This field is required')).toBeInTheDocument();
    expect(db.ecommerceSettings.shipping.zones).toHaveLength(1);
  });

  // Adding and removing zones are two tests, each about one thing.
  it('adds a shipping zone with its countries and rate, and saves it', async () => {
    // One saved zone, not two: fewer country boxes for jsdom to draw at every edit.
    db.ecommerceSettings.shipping.zones = db.ecommerceSettings.shipping.zones.slice(0, 1);
    const user = setupUser();
    const shipping = await renderSection('shipping');
    await user.click(shipping.getByRole('button', { name: 'Add shipping zone' }));
    fill(shipping.getAllByLabelText('Zone name')[1], 'Gulf');
    const gulf = within(shipping.getByRole('heading', { name: 'Gulf' }).closest('section')!);
    await user.click(gulf.getByRole('checkbox', { name: 'United Arab Emirates' }));
    fill(gulf.getByLabelText('Rate name'), 'Courier');
    fill(gulf.getByLabelText('Price'), '9.5');
    await user.click(shipping.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    expect(db.ecommerceSettings.shipping.zones.map((z) => z.name)).toEqual(['Domestic', 'Gulf']);
    expect(db.ecommerceSettings.shipping.zones[1]).toMatchObject({
      countries: ['AE'],
      rates: [{ name: 'Courier', price: 9.5 }],
    });
  });

  it('removes a shipping zone, and saves the others', async () => {
    const user = setupUser();
    const shipping = await renderSection('shipping');
    await user.click(shipping.getByRole('button', { name: 'Remove shipping zone International' }));
    await user.click(shipping.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    expect(db.ecommerceSettings.shipping.zones.map((z) => z.name)).toEqual(['Domestic']);
  });

  it('asks for at least one payment method', async () => {
    const user = setupUser();
    render(`${URL}?tab=payments`);
    expect(await screen.findByText('3 payment methods enabled')).toBeInTheDocument();
    for (const name of ['Stripe', 'PayPal']) await user.click(screen.getByRole('switch', { name }));
    await user.click(screen.getByRole('checkbox', { name: 'Bank transfer' }));
    expect(screen.getByText('0 payment methods enabled')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Enable at least one payment method')).toBeInTheDocument();
    expect(db.ecommerceSettings.payments.providers.stripe).toBe(true);
  });

  it('adds a location and makes it the only default', async () => {
    const user = setupUser();
    render(`${URL}?tab=locations`);
    expect(await screen.findByText('2 locations')).toBeInTheDocument();
    const locations = within(screen.getByRole('tabpanel'));
    await user.click(locations.getByRole('button', { name: 'Add location' }));
    const names = locations.getAllByLabelText('Location name');
    expect(names).toHaveLength(3);
    fill(names[2], 'Dubai hub');
    const dubai = (await locations.findByRole('heading', { name: 'Dubai hub' })).closest('section')!;
    fill(within(dubai).getByLabelText('Address'), '1 Sheikh Zayed Road');
    fill(within(dubai).getByLabelText('City'), 'Dubai');
    fill(within(dubai).getByLabelText('Postcode'), '00000');
    await user.selectOptions(within(dubai).getByLabelText('Country'), 'AE');
    await user.click(within(dubai).getByRole('switch', { name: 'Default location' }));
    expect(
      locations
        .getAllByRole('switch', { name: 'Default location' })
        .map((s) => s.getAttribute('aria-checked')),
    ).toEqual(['false', 'false', 'true']);
    await user.click(locations.getByRole('button', { name: 'Remove location London shop' }));
    await user.click(locations.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    expect(db.ecommerceSettings.locations.locations.map((l) => [l.name, l.isDefault])).toEqual([
      ['Main warehouse', false],
      ['Dubai hub', true],
    ]);
  });

  it('shows an error with a Retry that loads again', async () => {
    let failed = false;
    server.use(
      http.get('*/api/apps/ecommerce/settings', () => {
        if (failed) return undefined;
        failed = true;
        return HttpResponse.json({ message: 'Boom' }, { status: 500 });
      }),
    );
    const user = setupUser();
    render();
    expect(await screen.findByText('Boom')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByLabelText('Store name')).toHaveValue('Atrium Store');
  });
});
