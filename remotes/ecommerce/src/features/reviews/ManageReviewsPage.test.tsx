import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { server, listenUntilReady } from '@atrium/mocks/node';
import { db, resetMockDb } from '@atrium/mocks';
import { renderPage, setupI18n } from '../../testing/kit';
import ManageReviewsPage from './ManageReviewsPage';

jest.mock('@atrium/ui/charts', () => jest.requireActual('@atrium/testing/charts-stub'));

const table = () => screen.getByRole('table', { name: 'Manage reviews' });
const rowsOf = () => within(table()).getAllByRole('row').slice(1);

describe('ManageReviewsPage', () => {
  beforeAll(async () => {
    await listenUntilReady();
    await setupI18n();
  });
  beforeEach(() => resetMockDb());
  afterAll(() => server.close());

  it('filters by status through the URL', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    renderPage(<ManageReviewsPage />, { url: '/apps/ecommerce/manage-review' });
    await waitFor(() => expect(rowsOf()).toHaveLength(10));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Review status' }), 'Pending');
    expect(screen.getByTestId('location')).toHaveTextContent('status=Pending');
    const pending = db.reviews.filter((r) => r.status === 'Pending').length;
    expect(await screen.findByText(`1-10 of ${pending}`)).toBeInTheDocument();
    // The rows' statuses read in the table found once: a poll of the whole page for it costs more than
    // the check.
    const filtered = table();
    await waitFor(() =>
      expect(
        within(filtered)
          .getAllByRole('row')
          .slice(1)
          .every((r) => within(r).queryByText('Pending')),
      ).toBe(true),
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Review status' }), 'All');
    expect(screen.getByTestId('location')).not.toHaveTextContent('status=');
  });

  it('publishes a pending review', async () => {
    const user = userEvent.setup();
    renderPage(<ManageReviewsPage />, { url: '/apps/ecommerce/manage-review?status=Pending' });
    await waitFor(() => expect(rowsOf()).toHaveLength(10));
    const target = db.reviews.filter((r) => r.status === 'Pending')[0];
    await user.click(
      within(rowsOf()[0]).getByRole('button', { name: `Publish the review of ${target.reviewer}` }),
    );
    await waitFor(() => expect(db.reviews.find((r) => r.id === target.id)?.status).toBe('Published'));
    await waitFor(() =>
      expect(
        within(table()).queryAllByRole('button', { name: `Publish the review of ${target.reviewer}` }),
      ).toHaveLength(0),
    );
  });

  it('shows the rating summary over all reviews', async () => {
    renderPage(<ManageReviewsPage />, { url: '/apps/ecommerce/manage-review' });
    expect(await screen.findByText('100 reviews')).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: 'Published and pending reviews for each rating' }),
    ).toBeInTheDocument();
  });
});
