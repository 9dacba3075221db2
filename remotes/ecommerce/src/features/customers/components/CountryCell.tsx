import styled from 'styled-components';
import { useTranslation } from 'react-i18next';

const Root = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  white-space: nowrap;
`;

/** The flag emoji of a 2-letter country code ("fr" → 🇫🇷). */
export function flagEmoji(code: string): string {
  if (!/^[a-z]{2}$/i.test(code)) return '';
  return String.fromCodePoint(...[...code.toUpperCase()].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65));
}

/** A country with its flag; the name is translated. */
export function CountryCell({ country, code }: { country: string; code: string }) {
  const { t } = useTranslation('ecommerce');
  return (
    <Root>
      <span aria-hidden="true">{flagEmoji(code)}</span>
      {t(`customers.country.${country}`, { defaultValue: country })}
    </Root>
  );
}
