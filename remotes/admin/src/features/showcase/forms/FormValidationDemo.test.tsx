import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, format } from 'date-fns';
import { renderPage, setupI18n } from '../../../testing/kit';
import { loadShowcasePage } from '../showcasePages';

beforeAll(() => setupI18n());

async function renderDemo() {
  const { default: Page } = await loadShowcasePage('forms', 'form-validation');
  renderPage(<Page />, { url: '/forms/form-validation' });
  return screen.findByRole('form', { name: 'Create an account' });
}

const box = (name: string) => screen.getByRole('textbox', { name });

test('sending it empty gives each field its message and focuses the first', async () => {
  const user = userEvent.setup();
  await renderDemo();
  await user.click(screen.getByRole('button', { name: 'Create the account' }));
  expect(await screen.findByText('11 fields need your attention')).toBeInTheDocument();
  expect(box('Full name')).toHaveFocus();
  expect(box('Full name')).toHaveAttribute('aria-invalid', 'true');
  expect(box('Full name')).toHaveAccessibleDescription('This field is required');
  expect(box('Postal code')).toHaveAccessibleDescription('Enter five digits');
  expect(screen.getByText('Choose at least one way to be notified')).toBeInTheDocument();
  expect(screen.getByText('Accept the terms to go on')).toBeInTheDocument();
});

type User = ReturnType<typeof userEvent.setup>;

/** Puts a value in a field at once (a paste), so long forms stay quick to drive. */
async function fill(user: User, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

test('each rule has its own message', async () => {
  const user = userEvent.setup();
  await renderDemo();
  await fill(user, box('Full name'), 'Jo');
  await fill(user, box('Email'), 'jo@');
  await fill(user, box('Website'), 'ftp://example.com');
  await fill(user, box('Username'), 'admin');
  await fill(user, screen.getByRole('spinbutton', { name: 'Age' }), '12');
  await fill(user, screen.getByLabelText('Password'), 'abc');
  await fill(user, screen.getByLabelText('Confirm the password'), 'abd');
  await user.click(screen.getByRole('button', { name: 'Create the account' }));
  expect(await screen.findByText('Use at least 3 characters')).toBeInTheDocument();
  expect(box('Email')).toHaveAccessibleDescription('Enter a valid email address');
  expect(box('Website')).toHaveAccessibleDescription('Enter a web address starting with http:// or https://');
  expect(box('Username')).toHaveAccessibleDescription('This username is already taken');
  expect(screen.getByRole('spinbutton', { name: 'Age' })).toHaveAccessibleDescription(
    'Enter an age from 18 to 99',
  );
  expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
    'The password needs all five rules below it',
  );
  expect(screen.getByLabelText('Confirm the password')).toHaveAccessibleDescription(
    'The passwords do not match',
  );
});

test('a form that meets every rule is sent', async () => {
  const user = userEvent.setup();
  await renderDemo();
  await fill(user, box('Full name'), 'Jan Doe');
  await fill(user, box('Email'), 'jan@example.com');
  await fill(user, box('Website'), 'https://example.com');
  await fill(user, box('Username'), 'jan_doe');
  await fill(user, screen.getByRole('spinbutton', { name: 'Age' }), '34');
  await fill(user, box('Postal code'), '75001');
  await fill(user, screen.getByLabelText('Password'), 'Str0ng!pass');
  await fill(user, screen.getByLabelText('Confirm the password'), 'Str0ng!pass');
  expect(screen.getByText('Strength: strong')).toBeInTheDocument();
  await fill(user, box('Start date'), format(addDays(new Date(), 7), 'MM/dd/yyyy'));
  await user.click(screen.getByRole('checkbox', { name: 'Text message' }));
  await user.click(screen.getByRole('checkbox', { name: 'I accept the terms of use' }));
  await user.click(screen.getByRole('button', { name: 'Create the account' }));
  expect(await screen.findByText('All good: the account would be created')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
