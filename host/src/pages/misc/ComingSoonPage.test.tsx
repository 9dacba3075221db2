import { screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { uiTranslations } from '@atrium/ui/core';
import { db } from '@atrium/mocks';
import ComingSoonPage from './ComingSoonPage';
import en from '../../i18n/en.json';
import {
  renderStandalonePage,
  setUpStandalonePageSuite,
} from '../../standalone/testing/renderStandalonePage';

setUpStandalonePageSuite({ en: { shell: en, ui: uiTranslations.en } });

const renderPage = () =>
  renderStandalonePage(
    <MemoryRouter>
      <ComingSoonPage />
    </MemoryRouter>,
  );

test('"Notify me" keeps the address through the API, then says so', async () => {
  const user = renderPage();
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
  await user.click(screen.getByRole('button', { name: 'Notify me' }));
  expect(await screen.findByText('We will write to ada@example.com when it is ready.')).toBeInTheDocument();
  expect(db.launchSubscribers.map((s) => s.email)).toContain('ada@example.com');
  await waitFor(() => expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue(''));
});

test('a malformed address is said at the field, and nothing is kept', async () => {
  const user = renderPage();
  const before = db.launchSubscribers.length;
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'not-an-address');
  await user.click(screen.getByRole('button', { name: 'Notify me' }));
  expect(await screen.findByText(/valid email/i)).toBeInTheDocument();
  expect(db.launchSubscribers).toHaveLength(before);
});
