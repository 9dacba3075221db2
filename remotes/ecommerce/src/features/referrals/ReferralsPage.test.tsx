import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server, listenUntilReady } from '@atrium/mocks/node';
import { db, resetMockDb } from '@atrium/mocks';
import { renderPage, setupI18n } from '../../testing/kit';
import ReferralsPage from './ReferralsPage';

const rowsOf = () =>
  within(screen.getByRole('table', { name: 'Referred users' }))
    .getAllByRole('row')
    .slice(1);

describe('ReferralsPage', () => {
  beforeAll(async () => {
    await listenUntilReady();
    await setupI18n();
  });
  beforeEach(() => resetMockDb());
  afterAll(() => server.close());

  it('lists referrals, sorts by value numerically through the URL', async () => {
    const user = userEvent.setup();
    renderPage(<ReferralsPage />, { url: '/apps/ecommerce/referrals' });
    await waitFor(() => expect(rowsOf()).toHaveLength(10));
    expect(screen.getByText('1-10 of 45')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Value' }));
    await user.click(screen.getByRole('button', { name: 'Value' }));
    expect(screen.getByTestId('location')).toHaveTextContent('sortBy=value&orderBy=desc');
    await waitFor(() => {
      const values = rowsOf().map((r) =>
        Number(
          within(r)
            .getAllByRole('cell')[3]
            .textContent!.replace(/[^0-9.]/g, ''),
        ),
      );
      expect(values).toEqual([...values].sort((a, b) => b - a));
    });
  });

  it('validates the invite email', async () => {
    const user = userEvent.setup();
    renderPage(<ReferralsPage />, { url: '/apps/ecommerce/referrals' });
    await user.type(screen.getByLabelText("Friend's email"), 'nope');
    await user.click(screen.getByRole('button', { name: 'Send invite' }));
    expect(await screen.findByText('Enter a valid email')).toBeInTheDocument();
    expect(db.referralInvites).toEqual([]);
  });

  it('sends an invitation through the API, lists it, and says so when the address was invited today', async () => {
    const user = userEvent.setup();
    renderPage(<ReferralsPage />, { url: '/apps/ecommerce/referrals' });
    const sentList = await screen.findByRole('region', { name: 'Invitations sent' });
    expect(within(sentList).getByText('No invitation sent yet')).toBeInTheDocument();
    const email = screen.getByLabelText("Friend's email");
    await user.click(email);
    await user.paste('friend@example.com');
    await user.click(screen.getByRole('button', { name: 'Send invite' }));
    expect(await screen.findByText('An invitation was sent to friend@example.com')).toBeInTheDocument();
    expect(await within(sentList).findByText('friend@example.com')).toBeInTheDocument();
    expect(db.referralInvites).toEqual([expect.objectContaining({ email: 'friend@example.com' })]);

    await user.click(email);
    await user.paste('friend@example.com');
    await user.click(screen.getByRole('button', { name: 'Send invite' }));
    expect(await screen.findByText('You invited friend@example.com less than a day ago')).toBeInTheDocument();
    expect(db.referralInvites).toHaveLength(1);
    expect(screen.getByRole('textbox', { name: 'Share the referral link' })).toHaveValue(
      'http://localhost/register?ref=johndoe',
    );
  });
});
