import { useTranslation } from 'react-i18next';
import { IconDeviceDesktop, IconMoon, IconSun } from '@tabler/icons-react';
import { IconButton, Menu, MenuRadioGroup, MenuRadioItem } from '@atrium/ui';
import { layoutSettings, useLayoutSettings, type LayoutSettings } from '@atrium/platform';

const ICONS = { light: IconSun, dark: IconMoon, system: IconDeviceDesktop } as const;

export function ThemeSwitcher() {
  const { t } = useTranslation();
  const { theme } = useLayoutSettings();
  const Current = ICONS[theme];
  return (
    <Menu
      label={t('navbar.theme')}
      trigger={
        <IconButton aria-label={t('navbar.theme')}>
          <Current size={22} />
        </IconButton>
      }
    >
      <MenuRadioGroup
        value={theme}
        onValueChange={(v) => layoutSettings.set({ theme: v as LayoutSettings['theme'] })}
      >
        {(['light', 'dark', 'system'] as const).map((mode) => {
          const Icon = ICONS[mode];
          return (
            <MenuRadioItem key={mode} value={mode} icon={<Icon size={18} aria-hidden="true" />}>
              {t(`navbar.${mode}`)}
            </MenuRadioItem>
          );
        })}
      </MenuRadioGroup>
    </Menu>
  );
}
