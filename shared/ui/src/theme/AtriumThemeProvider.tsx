import { useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { ThemeProvider, useTheme } from 'styled-components';
import { Direction } from 'radix-ui';
import { buildTheme, type AtriumTheme, type ThemeSettings } from './theme';
import { GlobalStyle } from './GlobalStyle';

const DARK_QUERY = '(prefers-color-scheme: dark)';

function subscribePrefersDark(callback: () => void) {
  if (typeof window === 'undefined' || !window.matchMedia) return () => {};
  const query = window.matchMedia(DARK_QUERY);
  query.addEventListener('change', callback);
  return () => query.removeEventListener('change', callback);
}

function prefersDark() {
  return typeof window !== 'undefined' && !!window.matchMedia && window.matchMedia(DARK_QUERY).matches;
}

/** Follows the operating system's colour preference live. */
export function usePrefersDark(): boolean {
  return useSyncExternalStore(subscribePrefersDark, prefersDark, () => false);
}

/**
 * The theme from the given settings (and the OS, for theme "system"), its global styles and body class.
 * The host passes its live layout settings, so a change in the customizer re-themes every area.
 */
export function AtriumThemeProvider({
  settings,
  children,
}: {
  settings: ThemeSettings;
  children: ReactNode;
}) {
  const dark = usePrefersDark();
  const theme = useMemo(() => buildTheme(settings, dark), [settings, dark]);

  useEffect(() => {
    const body = document.body;
    body.classList.remove('skin--default', 'skin--bordered');
    body.classList.add(`skin--${theme.skin}`);
    const root = document.documentElement;
    root.dataset.theme = theme.mode;
    root.style.colorScheme = theme.mode;
    root.style.background = theme.palette.background.default;
  }, [theme]);

  useEffect(() => {
    document.documentElement.dir = settings.isRTL ? 'rtl' : 'ltr';
  }, [settings.isRTL]);

  return (
    <ThemeProvider theme={theme}>
      <Direction.Provider dir={settings.isRTL ? 'rtl' : 'ltr'}>
        <GlobalStyle />
        {children}
      </Direction.Provider>
    </ThemeProvider>
  );
}

export function useAtriumTheme(): AtriumTheme {
  return useTheme();
}
