import Cookies from 'js-cookie';
import { DEFAULT_LAYOUT_SETTINGS, layoutSettings, parseSetting, readLayoutSettings } from './layoutSettings';

describe('layout settings', () => {
  afterEach(() => layoutSettings.reset());

  it('parses good values and falls back on broken ones', () => {
    expect(parseSetting('theme', '"dark"')).toBe('dark');
    expect(parseSetting('theme', 'dark')).toBe('dark');
    expect(parseSetting('theme', '"purple"')).toBe('system');
    expect(parseSetting('navbarBlur', '{oops')).toBe(true);
    expect(parseSetting('navCollapsed', 'true')).toBe(true);
    expect(parseSetting('primaryLight', '"#12ab34"')).toBe('#12ab34');
    expect(parseSetting('primaryLight', '"red; background: url(x)"')).toBeNull();
  });

  it('persists to cookies prefixed by the app title and reads them back', () => {
    layoutSettings.set({ theme: 'dark', contentWidth: 'boxed' });
    expect(Cookies.get('atrium-theme')).toBe('"dark"');
    expect(readLayoutSettings()).toMatchObject({ theme: 'dark', contentWidth: 'boxed' });
  });

  it('horizontal navigation makes a hidden navbar sticky and uncollapses the nav', () => {
    layoutSettings.set({ navbarType: 'hidden', navCollapsed: true });
    layoutSettings.set({ navigation: 'horizontal' });
    expect(layoutSettings.get()).toMatchObject({ navbarType: 'sticky', navCollapsed: false });
  });

  it('reset restores the defaults', () => {
    layoutSettings.set({ theme: 'light', navbarBlur: false });
    layoutSettings.reset();
    expect(layoutSettings.get()).toEqual(DEFAULT_LAYOUT_SETTINGS);
  });
});
