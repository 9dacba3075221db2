import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server, listenUntilReady } from '@atrium/mocks/node';
import { db, resetMockDb } from '@atrium/mocks';
import { toast } from '@atrium/ui';
import { renderPage, setupI18n } from '../../testing/kit';
import SettingsPage from './SettingsPage';

// Forms with many fields typed into one key at a time: slow in jsdom when the machine is busy.
jest.setTimeout(20_000);

const URL = '/apps/ecommerce/settings';
const render = (url = URL) => renderPage(<SettingsPage />, { url });

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
    const user = userEvent.setup();
    render();
    expect(screen.getByTestId('settings-skeleton')).toBeInTheDocument();
    const name = await screen.findByLabelText('Store name');
    expect(name).toHaveValue('Atrium Store');
    expect(screen.getByRole('button', { name: 'Discard' })).toBeDisabled();

    await user.clear(name);
    await user.type(name, 'Corner Shop');
    await user.selectOptions(screen.getByLabelText('Store currency'), 'EUR');
    expect(screen.getByText('You have unsaved changes')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    expect(db.ecommerceSettings.store).toMatchObject({ name: 'Corner Shop', currency: 'EUR' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Discard' })).toBeDisabled());

    await user.type(name, ' Ltd');
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(name).toHaveValue('Corner Shop');
  });

  it('keeps unsaved edits of a section while another tab is shown', async () => {
    const user = userEvent.setup();
    render();
    const name = await screen.findByLabelText('Store name');
    await user.clear(name);
    await user.type(name, 'Draft name');
    await user.click(screen.getByRole('tab', { name: /Payments/ }));
    expect(screen.getByRole('tab', { name: /Payments/ })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: /Store details/ }));
    expect(screen.getByLabelText('Store name')).toHaveValue('Draft name');
  });

  it('shows messages at invalid fields and sends nothing', async () => {
    const user = userEvent.setup();
    render();
    const email = await screen.findByLabelText('Store contact email');
    await user.clear(email);
    await user.type(email, 'not-an-email');
    await user.clear(screen.getByLabelText('Store name'));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Enter a valid email')).toBeInTheDocument();
    expect(screen.getByLabelText('Store name')).toHaveAccessibleDescription('This field is required');
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
    const user = userEvent.setup();
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

  it('keeps the tab in the URL and edits shipping zones as a list', async () => {
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('tab', { name: 'Shipping & delivery' }));
    expect(screen.getByTestId('location')).toHaveTextContent('tab=shipping');

    await user.click(screen.getByRole('button', { name: 'Add shipping zone' }));
    expect(screen.getAllByLabelText('Zone name')).toHaveLength(3);
    await user.type(screen.getAllByLabelText('Zone name')[2], 'Gulf');
    const [, , , lastPrice] = screen.getAllByLabelText('Price');
    await user.clear(lastPrice);
    await user.type(lastPrice, '-5');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Choose at least one country')).toBeInTheDocument();
    expect(screen.getByText('Cannot be negative')).toBeInTheDocument();
    expect(screen.getByText('This field is required')).toBeInTheDocument();
    expect(db.ecommerceSettings.shipping.zones).toHaveLength(2);

    const gulf = screen.getByRole('heading', { name: 'Gulf' }).closest('section')!;
    await user.click(within(gulf).getByRole('checkbox', { name: 'United Arab Emirates' }));
    await user.type(screen.getAllByLabelText('Rate name')[3], 'Courier');
    await user.clear(lastPrice);
    await user.type(lastPrice, '9.5');
    await user.click(screen.getByRole('button', { name: 'Remove shipping zone International' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    expect(db.ecommerceSettings.shipping.zones.map((z) => z.name)).toEqual(['Domestic', 'Gulf']);
    expect(db.ecommerceSettings.shipping.zones[1]).toMatchObject({
      countries: ['AE'],
      rates: [{ name: 'Courier', price: 9.5 }],
    });
  });

  it('asks for at least one payment method', async () => {
    const user = userEvent.setup();
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
    const user = userEvent.setup();
    render(`${URL}?tab=locations`);
    expect(await screen.findByText('2 locations')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add location' }));
    const names = screen.getAllByLabelText('Location name');
    expect(names).toHaveLength(3);
    await user.type(names[2], 'Dubai hub');
    const dubai = screen.getByRole('heading', { name: 'Dubai hub' }).closest('section')!;
    await user.type(within(dubai).getByLabelText('Address'), '1 Sheikh Zayed Road');
    await user.type(within(dubai).getByLabelText('City'), 'Dubai');
    await user.type(within(dubai).getByLabelText('Postcode'), '00000');
    await user.selectOptions(within(dubai).getByLabelText('Country'), 'AE');
    await user.click(within(dubai).getByRole('switch', { name: 'Default location' }));
    expect(
      screen.getAllByRole('switch', { name: 'Default location' }).map((s) => s.getAttribute('aria-checked')),
    ).toEqual(['false', 'false', 'true']);
    await user.click(screen.getByRole('button', { name: 'Remove location London shop' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
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
    const user = userEvent.setup();
    render();
    expect(await screen.findByText('Boom')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByLabelText('Store name')).toHaveValue('Atrium Store');
  });
});
