import { alpha, contrastText, darken, lighten, mix, readableOn, solidFor } from './color';

export interface PaletteColor {
  main: string;
  dark: string;
  light: string;
  /** A soft background of the colour (tonal buttons, chips). */
  tonal: string;
  contrastText: string;
  /** The colour as text on the paper and on its own tonal background, at WCAG AA contrast. */
  text: string;
  /** The colour as a surface under `contrastText` at WCAG AA contrast (contained buttons, active items). */
  solid: string;
}

export type ColorName = 'primary' | 'secondary' | 'success' | 'error' | 'warning' | 'info';

export interface AtriumTheme {
  mode: 'light' | 'dark';
  skin: 'default' | 'bordered';
  semiDarkNav: boolean;
  direction: 'ltr' | 'rtl';
  palette: Record<ColorName, PaletteColor> & {
    text: { primary: string; secondary: string; disabled: string };
    background: { default: string; paper: string };
    /** The vertical navigation's surface (dark when semi-dark is on in light mode). */
    nav: { background: string; text: string; textSecondary: string };
    divider: string;
    action: { hover: string; selected: string; focus: string; disabled: string };
    /** The dimmed layer behind dialogs and drawers. */
    backdrop: string;
    /** Tooltip surface and text (inverted against the page). */
    tooltip: { background: string; text: string };
  };
  shadows: string[];
  radius: { sm: number; md: number; lg: number; pill: number };
  font: { family: string; size: number };
  breakpoints: { sm: number; md: number; lg: number; xl: number; xxl: number; overlayNav: number };
  zIndex: { nav: number; navbar: number; drawer: number; dialog: number; toast: number; tooltip: number };
}

const STATUS = {
  secondary: '#808390',
  success: '#28C76F',
  error: '#FF4C51',
  warning: '#FF9F43',
  info: '#00BAD1',
} as const;

function color(main: string, mode: 'light' | 'dark', dark?: string): PaletteColor {
  const tonalOpacity = mode === 'dark' ? 0.24 : 0.16;
  // A tonal chip sits on a card or on the page itself (a page heading's status): its text must read
  // on the tone over the surface it contrasts least with — the page's grey in light mode, the card's
  // lighter blue in dark mode.
  const surface = mode === 'dark' ? '#2F3349' : '#F8F7FA';
  return {
    text: readableOn(main, mix(surface, main, tonalOpacity), 4.6),
    main,
    dark: dark ?? darken(main, 0.1),
    light: lighten(main, 0.2),
    tonal: alpha(main, tonalOpacity),
    solid: solidFor(main),
    contrastText: contrastText(solidFor(main)),
  };
}

/** The primary colour when the user has not picked one: the Atrium gold. */
export const DEFAULT_PRIMARY = '#C9A227';

/**
 * What the theme is built from: the appearance part of the user's layout settings. The design system
 * takes them as a value (the host passes its live settings) so it depends on no settings store.
 */
export interface ThemeSettings {
  theme: 'light' | 'dark' | 'system';
  skin: 'default' | 'bordered';
  semiDarkNav: boolean;
  isRTL: boolean;
  /** Primary colour per theme (light / dark), with its darker shade; null = the default gold. */
  primaryLight: string | null;
  primaryDarkenLight: string | null;
  primaryDark: string | null;
  primaryDarkenDark: string | null;
}

export const DEFAULT_THEME_SETTINGS: ThemeSettings = {
  theme: 'system',
  skin: 'default',
  semiDarkNav: false,
  isRTL: false,
  primaryLight: null,
  primaryDarkenLight: null,
  primaryDark: null,
  primaryDarkenDark: null,
};

export const BREAKPOINTS = { sm: 600, md: 960, lg: 1280, xl: 1920, xxl: 2560, overlayNav: 960 + 16 };

/** The theme for a set of layout settings and the OS colour preference. */
export function buildTheme(settings: ThemeSettings, prefersDark: boolean): AtriumTheme {
  const mode = settings.theme === 'system' ? (prefersDark ? 'dark' : 'light') : settings.theme;
  const primaryMain = (mode === 'dark' ? settings.primaryDark : settings.primaryLight) ?? DEFAULT_PRIMARY;
  const primaryDarker =
    (mode === 'dark' ? settings.primaryDarkenDark : settings.primaryDarkenLight) ?? undefined;
  const bordered = settings.skin === 'bordered';

  const light = mode === 'light';
  const text = light
    ? { primary: '#2F2B3DE6', secondary: '#2F2B3DB3', disabled: '#2F2B3D66' }
    : { primary: '#E1DEF5E6', secondary: '#E1DEF5B3', disabled: '#E1DEF566' };
  const background = light
    ? { default: bordered ? '#FFFFFF' : '#F8F7FA', paper: '#FFFFFF' }
    : { default: bordered ? '#2F3349' : '#25293C', paper: '#2F3349' };
  const divider = light ? '#2F2B3D1F' : '#E1DEF51F';
  const semiDark = settings.semiDarkNav && light;

  const shadowColor = light ? '47 43 61' : '19 17 32';
  const shadows = bordered
    ? ['none', 'none', 'none', 'none', 'none']
    : [
        'none',
        `0 0.1875rem 0.75rem rgb(${shadowColor} / ${light ? 0.14 : 0.2})`,
        `0 0.25rem 1rem rgb(${shadowColor} / ${light ? 0.16 : 0.22})`,
        `0 0.375rem 1.25rem rgb(${shadowColor} / ${light ? 0.18 : 0.24})`,
        `0 0.5rem 1.75rem rgb(${shadowColor} / ${light ? 0.2 : 0.26})`,
      ];

  return {
    mode,
    skin: settings.skin,
    semiDarkNav: settings.semiDarkNav,
    direction: settings.isRTL ? 'rtl' : 'ltr',
    palette: {
      primary: color(primaryMain, mode, primaryDarker),
      secondary: color(STATUS.secondary, mode),
      success: color(STATUS.success, mode),
      error: color(STATUS.error, mode),
      warning: color(STATUS.warning, mode),
      info: color(STATUS.info, mode),
      text,
      background,
      nav: semiDark
        ? { background: '#2F3349', text: '#E1DEF5E6', textSecondary: '#E1DEF5B3' }
        : { background: background.paper, text: text.primary, textSecondary: text.secondary },
      divider,
      action: light
        ? { hover: '#2F2B3D0F', selected: '#2F2B3D14', focus: '#2F2B3D1F', disabled: '#2F2B3D4D' }
        : { hover: '#E1DEF50F', selected: '#E1DEF514', focus: '#E1DEF51F', disabled: '#E1DEF54D' },
      backdrop: light ? 'rgb(47 43 61 / 0.5)' : 'rgb(19 17 32 / 0.6)',
      tooltip: light
        ? { background: '#2F2B3D', text: '#FFFFFF' }
        : { background: '#E1DEF5', text: '#2F2B3D' },
    },
    shadows,
    radius: { sm: 4, md: 6, lg: 8, pill: 999 },
    font: {
      family:
        '"Public Sans", -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Noto Sans Arabic", "Helvetica Neue", Arial, sans-serif',
      size: 15,
    },
    breakpoints: BREAKPOINTS,
    zIndex: { nav: 20, navbar: 15, drawer: 40, dialog: 50, toast: 60, tooltip: 70 },
  };
}
