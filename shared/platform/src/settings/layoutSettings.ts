import { useSyncExternalStore } from 'react';
import Cookies from 'js-cookie';

/** The app title; every layout-settings cookie is prefixed with it. */
export const APP_TITLE = 'atrium';

export const SETTING_VALUES = {
  theme: ['light', 'dark', 'system'],
  skin: ['default', 'bordered'],
  navigation: ['vertical', 'horizontal'],
  contentWidth: ['fluid', 'boxed'],
  navbarType: ['sticky', 'static', 'hidden'],
  footerType: ['sticky', 'static', 'hidden'],
  horizontalNavType: ['sticky', 'static', 'hidden'],
} as const;

type OneOf<K extends keyof typeof SETTING_VALUES> = (typeof SETTING_VALUES)[K][number];

export interface LayoutSettings {
  theme: OneOf<'theme'>;
  skin: OneOf<'skin'>;
  semiDarkNav: boolean;
  navigation: OneOf<'navigation'>;
  navCollapsed: boolean;
  contentWidth: OneOf<'contentWidth'>;
  navbarType: OneOf<'navbarType'>;
  footerType: OneOf<'footerType'>;
  horizontalNavType: OneOf<'horizontalNavType'>;
  navbarBlur: boolean;
  isRTL: boolean;
  /** Primary colour per theme (light / dark), with its darker shade; null = the default gold. */
  primaryLight: string | null;
  primaryDarkenLight: string | null;
  primaryDark: string | null;
  primaryDarkenDark: string | null;
}

export const DEFAULT_LAYOUT_SETTINGS: LayoutSettings = {
  theme: 'system',
  skin: 'default',
  semiDarkNav: false,
  navigation: 'vertical',
  navCollapsed: false,
  contentWidth: 'fluid',
  navbarType: 'sticky',
  footerType: 'static',
  horizontalNavType: 'sticky',
  navbarBlur: true,
  isRTL: false,
  primaryLight: null,
  primaryDarkenLight: null,
  primaryDark: null,
  primaryDarkenDark: null,
};

const HEX = /^#[0-9a-f]{6}$/i;

/** Parses one stored cookie value; anything broken or unknown falls back to the default. */
export function parseSetting<K extends keyof LayoutSettings>(
  key: K,
  raw: string | undefined,
): LayoutSettings[K] {
  const fallback = DEFAULT_LAYOUT_SETTINGS[key];
  if (raw === undefined) return fallback;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    value = raw;
  }
  if (typeof fallback === 'boolean')
    return (typeof value === 'boolean' ? value : fallback) as LayoutSettings[K];
  if (key in SETTING_VALUES) {
    const allowed = SETTING_VALUES[key as keyof typeof SETTING_VALUES] as readonly string[];
    return (typeof value === 'string' && allowed.includes(value) ? value : fallback) as LayoutSettings[K];
  }
  // colours
  return (typeof value === 'string' && HEX.test(value) ? value : fallback) as LayoutSettings[K];
}

const cookieName = (key: string) => `${APP_TITLE}-${key}`;

export function readLayoutSettings(): LayoutSettings {
  const out = { ...DEFAULT_LAYOUT_SETTINGS };
  for (const key of Object.keys(DEFAULT_LAYOUT_SETTINGS) as (keyof LayoutSettings)[]) {
    let raw: string | undefined;
    try {
      raw = Cookies.get(cookieName(key));
    } catch {
      raw = undefined;
    }
    (out as Record<string, unknown>)[key] = parseSetting(key, raw);
  }
  return out;
}

/** Whether a setting has a stored (cookie) value, as opposed to its default. */
export function hasStoredSetting(key: keyof LayoutSettings): boolean {
  try {
    return Cookies.get(cookieName(key)) !== undefined;
  } catch {
    return false;
  }
}

let current: LayoutSettings = readLayoutSettings();
const listeners = new Set<() => void>();

function persist(next: LayoutSettings) {
  for (const key of Object.keys(next) as (keyof LayoutSettings)[]) {
    const value = next[key];
    if (value === DEFAULT_LAYOUT_SETTINGS[key]) Cookies.remove(cookieName(key), { path: '/' });
    else Cookies.set(cookieName(key), JSON.stringify(value), { expires: 365, path: '/', sameSite: 'lax' });
  }
}

export const layoutSettings = {
  get(): LayoutSettings {
    return current;
  },
  set(changes: Partial<LayoutSettings>): void {
    let next = { ...current, ...changes };
    // Choosing horizontal navigation makes a hidden navbar sticky and uncollapses the vertical nav.
    if (changes.navigation === 'horizontal') {
      if (next.navbarType === 'hidden') next = { ...next, navbarType: 'sticky' };
      next = { ...next, navCollapsed: false };
    }
    if ((Object.keys(next) as (keyof LayoutSettings)[]).every((k) => next[k] === current[k])) return;
    current = next;
    persist(current);
    for (const l of listeners) l();
  },
  reset(): void {
    current = { ...DEFAULT_LAYOUT_SETTINGS, isRTL: current.isRTL };
    persist(current);
    for (const l of listeners) l();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useLayoutSettings(): LayoutSettings {
  return useSyncExternalStore(layoutSettings.subscribe, layoutSettings.get, layoutSettings.get);
}
