/** @jest-environment node */
import ar from './ar.json';
import en from './en.json';
import fr from './fr.json';

/** Every key path of a strings tree, sorted. */
const keysOf = (tree: object, prefix = ''): string[] =>
  Object.entries(tree)
    .flatMap(([k, v]) => (typeof v === 'object' && v ? keysOf(v, `${prefix}${k}.`) : [`${prefix}${k}`]))
    .sort();

describe('the AclDemo pages’ strings', () => {
  it('say the same things in en, fr and ar', () => {
    expect(keysOf(fr)).toEqual(keysOf(en));
    expect(keysOf(ar)).toEqual(keysOf(en));
  });
});
