import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage, setupI18n } from '../../../testing/kit';
import { loadShowcasePage } from '../showcasePages';

beforeAll(() => setupI18n());

async function renderForms(slug: string) {
  const { default: Page } = await loadShowcasePage('forms', slug);
  return renderPage(<Page />, { url: `/forms/${slug}` });
}

test('the rating page: a star picked by click or arrow is the rating read out', async () => {
  const user = userEvent.setup();
  await renderForms('rating');
  const service = await screen.findByRole('radiogroup', { name: 'Service' });
  await user.click(within(service).getByRole('radio', { name: '5 of 5' }));
  expect(screen.getByText('Your rating: 5 of 5')).toBeInTheDocument();
  await user.keyboard('{ArrowLeft>}');
  expect(within(service).getByRole('radio', { name: '4 of 5' })).toBeChecked();
  await user.keyboard('{/ArrowLeft}');
  expect(screen.getByText('Your rating: 4 of 5')).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'Average rating 4.5 of 5' })).toBeInTheDocument();
});

test('the combobox page: skills are picked by typing and removed with Backspace', async () => {
  const user = userEvent.setup();
  await renderForms('combobox');
  const skills = await screen.findByRole('combobox', { name: 'Skills' });
  expect(screen.getByText('2 skills selected')).toBeInTheDocument();
  await user.type(skills, 'DATA');
  await user.keyboard('{ArrowDown}{Enter}{Escape}');
  expect(screen.getByRole('button', { name: 'Remove Databases' })).toBeInTheDocument();
  expect(screen.getByText('3 skills selected')).toBeInTheDocument();
  await user.keyboard('{Backspace}');
  expect(screen.queryByRole('button', { name: 'Remove Databases' })).not.toBeInTheDocument();
  await user.type(skills, 'zzz');
  expect(screen.getByText('No matching option')).toBeInTheDocument();
});

test('the checkbox page: "all channels" checks every channel, and is mixed when some are', async () => {
  const user = userEvent.setup();
  await renderForms('checkbox');
  const all = await screen.findByRole('checkbox', { name: 'All channels' });
  expect(all).toHaveAttribute('aria-checked', 'mixed');
  await user.click(all);
  const channels = screen.getByRole('group', { name: 'Notification channels' });
  for (const box of within(channels).getAllByRole('checkbox')) expect(box).toBeChecked();
  await user.click(within(channels).getByRole('checkbox', { name: 'Text message' }));
  expect(all).toHaveAttribute('aria-checked', 'mixed');
});

test('the custom-input page: the plan and add-on cards add up to the total', async () => {
  const user = userEvent.setup();
  await renderForms('custom-input');
  expect(await screen.findByText('Total: $24 a month')).toBeInTheDocument();
  await user.click(screen.getByRole('radio', { name: 'Business' }));
  await user.click(screen.getByRole('checkbox', { name: 'Premium support' }));
  expect(screen.getByText('Total: $66 a month')).toBeInTheDocument();
  expect(screen.getByRole('checkbox', { name: 'City' })).toBeDisabled();
});

test('the text field page: the e-mail error goes once the address is valid', async () => {
  const user = userEvent.setup();
  await renderForms('textfield');
  const email = await screen.findByRole('textbox', { name: 'Email' });
  expect(email).toBeInvalid();
  await user.type(email, 'example.com');
  expect(email).toBeValid();
  expect(screen.getByRole('textbox', { name: 'Headline' })).toHaveAccessibleDescription(
    'A short line under your name Up to 40 characters',
  );
});

describe('the autocomplete page', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test('searches people after a pause in typing and fills in the one picked', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await renderForms('autocomplete');
    const search = await screen.findByRole('combobox', { name: 'Search people' });
    await user.type(search, 'leila');
    expect(screen.getByText('Searching…')).toBeInTheDocument();
    expect(search).toHaveAttribute('aria-busy', 'true');
    await act(async () => {
      await jest.runAllTimersAsync();
    });
    expect(screen.getByRole('option', { name: /Leila Haddad/ })).toBeInTheDocument();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(search).toHaveValue('Leila Haddad');
  });
});
