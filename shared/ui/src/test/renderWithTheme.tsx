import { useState, type ReactElement, type ReactNode } from 'react';
import { act, render, type RenderOptions, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { AtriumThemeProvider } from '../theme/AtriumThemeProvider';
import { DEFAULT_THEME_SETTINGS, type ThemeSettings } from '../theme/theme';
import { uiTranslations } from '../i18n/uiTranslations';

// jsdom has no ResizeObserver; Radix measures controls with it.
if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

/** An i18n instance of the design system's own: only the `ui` strings, in English (fr/ar loaded too). */
export const testI18n = i18next.createInstance();
void testI18n.use(initReactI18next).init({
  resources: {
    en: { ui: uiTranslations.en },
    fr: { ui: uiTranslations.fr },
    ar: { ui: uiTranslations.ar },
  },
  lng: 'en',
  fallbackLng: 'en',
  defaultNS: 'ui',
  ns: ['ui'],
  interpolation: { escapeValue: false },
  initAsync: false,
});

/**
 * Renders inside the Atrium theme, the design system's i18n and a router; `user` drives it like a
 * person, `setThemeSettings` changes the theme settings as the host would.
 */
export function renderWithTheme(
  ui: ReactElement,
  options?: Omit<RenderOptions, 'wrapper'> & { settings?: Partial<ThemeSettings> },
): RenderResult & {
  user: ReturnType<typeof userEvent.setup>;
  setThemeSettings: (settings: Partial<ThemeSettings>) => void;
} {
  const { settings: initial, ...renderOptions } = options ?? {};
  let update: (settings: Partial<ThemeSettings>) => void = () => {};
  function Providers({ children }: { children: ReactNode }) {
    const [settings, setSettings] = useState<ThemeSettings>({ ...DEFAULT_THEME_SETTINGS, ...initial });
    update = (next) => setSettings((s) => ({ ...s, ...next }));
    return (
      <I18nextProvider i18n={testI18n}>
        <AtriumThemeProvider settings={settings}>
          <MemoryRouter>{children}</MemoryRouter>
        </AtriumThemeProvider>
      </I18nextProvider>
    );
  }
  const user = userEvent.setup();
  return {
    user,
    setThemeSettings: (next) => act(() => update(next)),
    ...render(ui, { wrapper: Providers, ...renderOptions }),
  };
}
