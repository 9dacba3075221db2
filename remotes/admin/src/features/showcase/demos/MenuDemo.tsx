import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconChevronDown, IconLogout, IconSettings, IconUser } from '@tabler/icons-react';
import { Button, Menu, MenuItem, MenuSeparator } from '@atrium/ui';
import { DemoSection } from './DemoSection';

export function MenuDemo() {
  const { t } = useTranslation('admin');
  const [chosen, setChosen] = useState<string | null>(null);
  const choose = (key: string) => () => setChosen(t(`showcase.menu.${key}`));
  return (
    <DemoSection title={t('showcase.sections.basic')}>
      <Menu
        align="start"
        label={t('showcase.menu.label')}
        trigger={
          <Button variant="tonal" endIcon={<IconChevronDown size={16} aria-hidden="true" />}>
            {t('showcase.menu.open')}
          </Button>
        }
      >
        <MenuItem icon={<IconUser size={18} />} onSelect={choose('profile')}>
          {t('showcase.menu.profile')}
        </MenuItem>
        <MenuItem icon={<IconSettings size={18} />} onSelect={choose('settings')}>
          {t('showcase.menu.settings')}
        </MenuItem>
        <MenuItem disabled>{t('showcase.menu.unavailable')}</MenuItem>
        <MenuSeparator />
        <MenuItem icon={<IconLogout size={18} />} onSelect={choose('logout')}>
          {t('showcase.menu.logout')}
        </MenuItem>
      </Menu>
      <output aria-live="polite">{chosen && t('showcase.menu.chosen', { item: chosen })}</output>
    </DemoSection>
  );
}
