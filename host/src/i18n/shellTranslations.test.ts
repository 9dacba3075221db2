/** @jest-environment node */
import en from './en.json';
import fr from './fr.json';
import ar from './ar.json';

function keys(obj: object, prefix = ''): string[] {
  return Object.entries(obj).flatMap(([k, v]) =>
    v && typeof v === 'object' ? keys(v as object, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
}

/** Plural forms differ by language (Arabic has six): compare the keys they pluralise. */
const base = (list: string[]) =>
  [...new Set(list.map((k) => k.replace(/_(zero|one|two|few|many|other)$/, '')))].sort();

describe('shell translations', () => {
  it('has every English key in French and Arabic', () => {
    const english = base(keys(en));
    expect(base(keys(fr))).toEqual(english);
    expect(base(keys(ar))).toEqual(english);
  });

  it('gives every Arabic plural its "other" form, the one i18next falls back to', () => {
    const arabic = keys(ar);
    for (const key of arabic.filter((k) => /_one$/.test(k)))
      expect(arabic).toContain(key.replace(/_one$/, '_other'));
  });
});
