/** @jest-environment node */
import { primaryChoice, PRIMARY_PALETTE } from './primaryColors';

describe('primaryChoice', () => {
  it('saves the colour and a darker shade for the current theme only', () => {
    const light = primaryChoice('light', '#7367F0');
    expect(light).toEqual({
      primaryLight: '#7367F0',
      primaryDarkenLight: expect.stringMatching(/^#[0-9a-f]{6}$/i),
    });
    expect(light.primaryDarkenLight).not.toBe('#7367F0');
    expect(Object.keys(primaryChoice('dark', '#7367F0'))).toEqual(['primaryDark', 'primaryDarkenDark']);
  });

  it('offers the default gold first', () => {
    expect(PRIMARY_PALETTE[0]).toBe('#C9A227');
  });
});
