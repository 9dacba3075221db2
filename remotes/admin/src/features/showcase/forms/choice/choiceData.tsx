import styled from 'styled-components';
import { Avatar } from '@atrium/ui';
import type { ComboboxOption } from '@atrium/ui/combobox';

/** Region codes by continent: their names come from Intl in the page's language, not from strings. */
const COUNTRIES_BY_CONTINENT: Record<'europe' | 'africa' | 'americas' | 'asia', string[]> = {
  europe: ['FR', 'DE', 'ES', 'IT', 'BE', 'CH', 'PT', 'NL', 'SE', 'PL'],
  africa: ['MA', 'DZ', 'TN', 'EG', 'SN', 'CI', 'NG', 'KE', 'ZA'],
  americas: ['CA', 'US', 'MX', 'BR', 'AR', 'CL', 'CO', 'PE'],
  asia: ['JP', 'CN', 'IN', 'VN', 'AE', 'SA', 'LB', 'KR', 'TR'],
};

export type Continent = keyof typeof COUNTRIES_BY_CONTINENT;

/**
 * The region code in a small badge before the name: flag emoji are not drawn on every system (Windows
 * shows two letters in boxes), the code reads the same everywhere. Decorative: the name says it.
 */
const CodeBadge = styled.span`
  display: inline-grid;
  place-items: center;
  inline-size: 1.75rem;
  padding-block: 0.0625rem;
  border-radius: ${({ theme }) => theme.radius.sm}px;
  font-size: 0.6875rem;
  font-weight: 600;
  letter-spacing: 0.04em;
  color: ${({ theme }) => theme.palette.text.primary};
  background: ${({ theme }) => theme.palette.secondary.tonal};
`;

/** Countries named in `language`, sorted by name; with `groupName`, grouped by continent. */
export function countryOptions(
  language: string,
  groupName?: (continent: Continent) => string,
): ComboboxOption[] {
  const names = new Intl.DisplayNames([language], { type: 'region' });
  const collator = new Intl.Collator(language);
  return (Object.keys(COUNTRIES_BY_CONTINENT) as Continent[]).flatMap((continent) =>
    COUNTRIES_BY_CONTINENT[continent]
      .map((code) => ({
        value: code,
        label: names.of(code) ?? code,
        start: <CodeBadge aria-hidden="true">{code}</CodeBadge>,
        group: groupName?.(continent),
      }))
      .sort((a, b) => collator.compare(a.label, b.label)),
  );
}

/** Sample people (names are data, the same in every language). */
export const PEOPLE = [
  { id: 'u1', name: 'Amélie Durand', email: 'amelie.durand@atrium.test' },
  { id: 'u2', name: 'Youssef El Amrani', email: 'youssef.elamrani@atrium.test' },
  { id: 'u3', name: 'Chloé Martin', email: 'chloe.martin@atrium.test' },
  { id: 'u4', name: 'Jérôme Lefèvre', email: 'jerome.lefevre@atrium.test' },
  { id: 'u5', name: 'Leila Haddad', email: 'leila.haddad@atrium.test' },
  { id: 'u6', name: 'Noah Bernard', email: 'noah.bernard@atrium.test' },
  { id: 'u7', name: 'Sofia Rossi', email: 'sofia.rossi@atrium.test' },
  { id: 'u8', name: 'Karim Benali', email: 'karim.benali@atrium.test' },
  { id: 'u9', name: 'Inès Moreau', email: 'ines.moreau@atrium.test' },
  { id: 'u10', name: 'Lucas Petit', email: 'lucas.petit@atrium.test' },
];

export const PEOPLE_OPTIONS: ComboboxOption[] = PEOPLE.map((p) => ({
  value: p.id,
  label: p.name,
  description: p.email,
  start: (
    <span aria-hidden="true">
      <Avatar name={p.name} size={24} />
    </span>
  ),
}));
