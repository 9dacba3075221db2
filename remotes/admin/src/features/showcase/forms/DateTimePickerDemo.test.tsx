import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, format } from 'date-fns';
import { renderPage, setupI18n } from '../../../testing/kit';
import { loadShowcasePage } from '../showcasePages';

beforeAll(() => setupI18n());

test('a typed day and a time make the appointment; a past day is refused', async () => {
  const user = userEvent.setup();
  const { default: Page } = await loadShowcasePage('forms', 'date-time-picker');
  renderPage(<Page />, { url: '/forms/date-time-picker' });
  const day = await screen.findByRole('textbox', { name: 'Appointment day' });
  await user.type(day, `${format(addDays(new Date(), -2), 'MM/dd/yyyy')}{Enter}`);
  expect(day).toHaveAccessibleDescription('This date cannot be chosen');
  const future = addDays(new Date(), 3);
  await user.clear(day);
  await user.type(day, `${format(future, 'MM/dd/yyyy')}{Enter}`);
  expect(day).not.toHaveAttribute('aria-invalid');
  const expected = new Intl.DateTimeFormat('en', { dateStyle: 'long', timeStyle: 'short' }).format(
    new Date(future.getFullYear(), future.getMonth(), future.getDate(), 14, 0),
  );
  expect(screen.getByText(`Appointment: ${expected}`)).toBeInTheDocument();
});
