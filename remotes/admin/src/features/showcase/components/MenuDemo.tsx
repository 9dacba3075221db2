import { useState } from 'react';
import { useShowcaseTranslation } from '../showcaseStrings';
import { SHOWCASE_COMPONENTS_NS } from './strings';
import { IconChevronDown, IconLogout, IconSettings, IconUser } from '@tabler/icons-react';
import { Button, Menu, MenuItem, MenuSeparator } from '@atrium/ui';
import { DemoSection } from '../DemoSection';

export default function MenuDemo() {
  const { t } = useShowcaseTranslation(SHOWCASE_COMPONENTS_NS);
  const [chosen, setChosen] = useState<string | null>(null);
  const choose = (key: string) => () => setChosen(t(`menu.${key}`));
  return (
    <DemoSection title={t('sections.basic')}>
      <Menu
        align="start"
        label={t('menu.label')}
        trigger={
          <Button variant="tonal" endIcon={<IconChevronDown size={16} aria-hidden="true" />}>
            {t('menu.open')}
          </Button>
        }
      >
        <MenuItem icon={<IconUser size={18} />} onSelect={choose('profile')}>
          {t('menu.profile')}
        </MenuItem>
        <MenuItem icon={<IconSettings size={18} />} onSelect={choose('settings')}>
          {t('menu.settings')}
        </MenuItem>
        <MenuItem disabled>{t('menu.unavailable')}</MenuItem>
        <MenuSeparator />
        <MenuItem icon={<IconLogout size={18} />} onSelect={choose('logout')}>
          {t('menu.logout')}
        </MenuItem>
      </Menu>
      <output aria-live="polite">{chosen && t('menu.chosen', { item: chosen })}</output>
    </DemoSection>
  );
}
