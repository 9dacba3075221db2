import { useTranslation } from 'react-i18next';
import { IconLanguage } from '@tabler/icons-react';
import { IconButton, Menu, MenuRadioGroup, MenuRadioItem } from '@atrium/ui';
import { LANGUAGES, isLanguageCode, layoutSettings, setLanguage, languageInfo } from '@atrium/platform';

/** Switches the shared i18next language: <html lang dir>, the stored choice and the RTL flag follow. */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const change = async (code: string) => {
    if (!isLanguageCode(code)) return;
    await setLanguage(code);
    layoutSettings.set({ isRTL: languageInfo(code).isRTL });
  };
  return (
    <Menu
      label={t('navbar.language')}
      trigger={
        <IconButton aria-label={t('navbar.language')}>
          <IconLanguage size={22} />
        </IconButton>
      }
    >
      <MenuRadioGroup value={i18n.language} onValueChange={(v) => void change(v)}>
        {LANGUAGES.map((l) => (
          <MenuRadioItem key={l.code} value={l.code}>
            <span lang={l.code}>{l.label}</span>
          </MenuRadioItem>
        ))}
      </MenuRadioGroup>
    </Menu>
  );
}
