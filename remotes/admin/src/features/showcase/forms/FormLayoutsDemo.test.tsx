import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { renderPage, setupI18n } from '../../../testing/kit';
import { loadShowcasePage } from '../showcasePages';

beforeAll(() => setupI18n());

async function renderDemo() {
  const { default: Page } = await loadShowcasePage('forms', 'form-layouts');
  renderPage(<Page />, { url: '/forms/form-layouts' });
}

test('the vertical form says what is missing, then shows success when sent', async () => {
  // Values pasted, not typed (each key validated the form again; typing is not what this tests), and no
  // computed-style walk before each click.
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  await renderDemo();
  const form = await screen.findByRole('form', { name: 'Vertical' });
  await user.click(within(form).getByRole('button', { name: 'Submit' }));
  const name = within(form).getByRole('textbox', { name: /Full name/ });
  expect(await within(form).findAllByText('This field is required')).toHaveLength(2);
  expect(name).toHaveFocus();
  await user.paste('Nadia');
  await user.click(within(form).getByRole('textbox', { name: /Email/ }));
  await user.paste('nadia@example.com');
  await user.click(within(form).getByLabelText('Password'));
  await user.paste('long enough');
  await user.click(within(form).getByRole('button', { name: 'Submit' }));
  expect(await screen.findByText('Sent — thank you, Nadia')).toBeInTheDocument();
});

test('a folded section opens on an error inside it, and its heading folds it by keyboard', async () => {
  const user = userEvent.setup();
  await renderDemo();
  const form = await screen.findByRole('form', { name: 'Long form' });
  const payment = within(form).getByRole('button', { name: '3. Payment and notes' });
  expect(payment).toHaveAttribute('aria-expanded', 'false');
  await user.click(within(form).getByRole('button', { name: 'Place the order' }));
  // Validation settles after the click (the resolver is asynchronous).
  await waitFor(() => expect(payment).toHaveAttribute('aria-expanded', 'true'));
  expect(within(form).getByRole('textbox', { name: /Full name/ })).toHaveFocus();
  const account = within(form).getByRole('button', { name: '1. Account' });
  account.focus();
  await user.keyboard('{Enter}');
  expect(account).toHaveAttribute('aria-expanded', 'false');
});
