import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage, setupI18n } from '../../testing/kit';
import ShowcasePage from './ShowcasePage';
import { SHOWCASE_DEMOS } from './showcaseDemos';
import { SHOWCASE_SLUGS } from './showcaseSlugs';

beforeAll(() => setupI18n());

test('every page of the menu has its demo, and every demo its page', () => {
  expect(Object.keys(SHOWCASE_DEMOS).sort()).toEqual([...SHOWCASE_SLUGS].sort());
});

test.each(SHOWCASE_SLUGS)('/components/%s renders its demo under its title', (slug) => {
  renderPage(<ShowcasePage />, { url: `/components/${slug}` });
  expect(screen.getByRole('heading', { level: 1 })).not.toHaveTextContent(/showcase\./);
  expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThan(0);
  expect(document.body).not.toHaveTextContent(/showcase\.[a-z]/);
});

test('the chip demo removes a tag and brings them back', async () => {
  const user = userEvent.setup();
  renderPage(<ShowcasePage />, { url: '/components/chip' });
  const removeButtons = screen.getAllByRole('button', { name: 'Remove' });
  expect(removeButtons).toHaveLength(4);
  await user.click(removeButtons[1]);
  expect(screen.queryByText('typescript')).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Bring the removed tags back' }));
  expect(screen.getByText('typescript')).toBeInTheDocument();
});

test('an unknown component says so', () => {
  renderPage(<ShowcasePage />, { url: '/components/nothing' });
  expect(screen.getByText('No such component')).toBeInTheDocument();
});
