import en from './en.json';
import fr from './fr.json';
import ar from './ar.json';

function keys(obj: object, prefix = ''): string[] {
  return Object.entries(obj).flatMap(([k, v]) =>
    v && typeof v === 'object' ? keys(v as object, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
}

describe('shell translations', () => {
  it('has every English key in French and Arabic', () => {
    const english = keys(en).sort();
    expect(keys(fr).sort()).toEqual(english);
    expect(keys(ar).sort()).toEqual(english);
  });
});
