import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { initI18n, i18n, session } from '@atrium/platform';
import { AtriumThemeProvider, DEFAULT_THEME_SETTINGS } from '@atrium/ui/core';
import { startMockApi } from '@atrium/testing';
import type { Resource } from 'i18next';

/**
 * The public pages' test kit: the mock API for the suite, the pages' translations, a visitor who is
 * not signed in and speaks English before each test, and a render as their document does it.
 */
export function setUpStandalonePageSuite(translations: Resource) {
  const server = startMockApi();
  beforeAll(async () => {
    await server;
    await initI18n(translations);
  });
  afterAll(async () => (await server).close());
  beforeEach(() => {
    session.logout();
    return i18n.changeLanguage('en');
  });
}

export function renderStandalonePage(page: ReactNode) {
  render(<AtriumThemeProvider settings={DEFAULT_THEME_SETTINGS}>{page}</AtriumThemeProvider>);
  // No computed-style walk up the page before each click: these pages' tests click a lot, and pointer
  // events are not what they test. (The pause between actions stays: a step's focus moves after it.)
  return userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
}
