import type { ReactElement, ReactNode } from 'react';
import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { i18n, initI18n } from '@atrium/platform';
import { AtriumThemeProvider } from '../theme/AtriumThemeProvider';
import { uiTranslations } from '../i18n/uiTranslations';

// jsdom has no ResizeObserver; Radix measures controls with it.
if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

/** The shared i18n instance, with the `ui` strings, ready before the first test of a file. */
beforeAll(async () => {
  await initI18n({
    en: { ui: uiTranslations.en },
    fr: { ui: uiTranslations.fr },
    ar: { ui: uiTranslations.ar },
  });
});

function Providers({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <AtriumThemeProvider>
        <MemoryRouter>{children}</MemoryRouter>
      </AtriumThemeProvider>
    </I18nextProvider>
  );
}

/** Renders inside the Atrium theme, the shared i18n instance and a router; `user` drives it like a person. */
export function renderWithTheme(
  ui: ReactElement,
  options?: Omit<RenderOptions, 'wrapper'>,
): RenderResult & { user: ReturnType<typeof userEvent.setup> } {
  const user = userEvent.setup();
  return { user, ...render(ui, { wrapper: Providers, ...options }) };
}
