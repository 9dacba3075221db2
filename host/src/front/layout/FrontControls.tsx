import { useTranslation } from 'react-i18next';
import styled, { useTheme } from 'styled-components';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { LANGUAGES, currentLanguage, isLanguageCode, layoutSettings, setLanguage } from '@atrium/platform';
import { IconButton } from '@atrium/ui/core';

const LanguageSelect = styled.select`
  min-block-size: 2.375rem;
  padding-inline: 0.5rem;
  border-radius: ${({ theme }) => theme.radius.md}px;
  border: 1px solid ${({ theme }) => theme.palette.divider};
  background: ${({ theme }) => theme.palette.background.paper};
  color: ${({ theme }) => theme.palette.text.primary};
  font: inherit;
`;

/** Dark mode on or off: the same stored setting as the app's. */
export function ThemeToggle() {
  const { t } = useTranslation();
  const { mode } = useTheme();
  const dark = mode === 'dark';
  return (
    <IconButton
      aria-label={t('front.darkMode')}
      aria-pressed={dark}
      onClick={() => layoutSettings.set({ theme: dark ? 'light' : 'dark' })}
    >
      {dark ? <IconMoon size={22} aria-hidden="true" /> : <IconSun size={22} aria-hidden="true" />}
    </IconButton>
  );
}

/** The page's language (a native list: no menu library on a public page). */
export function LanguageChoice() {
  const { t } = useTranslation();
  return (
    <LanguageSelect
      aria-label={t('front.language')}
      value={currentLanguage()}
      onChange={(e) => {
        if (isLanguageCode(e.target.value)) void setLanguage(e.target.value);
      }}
    >
      {LANGUAGES.map((l) => (
        <option key={l.code} value={l.code} lang={l.code}>
          {l.label}
        </option>
      ))}
    </LanguageSelect>
  );
}
