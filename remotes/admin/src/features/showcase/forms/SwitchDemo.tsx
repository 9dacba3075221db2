import { useState } from 'react';
import { IconCheck, IconMoon, IconSun, IconX } from '@tabler/icons-react';
import { Switch } from '@atrium/ui';
import { Fieldset } from '@atrium/ui/inputs';
import { COLORS, DemoSection } from '../DemoSection';
import { useShowcaseTranslation } from '../showcaseStrings';
import { Summary } from './choice/choiceLayout';
import { SHOWCASE_FORMS_NS } from './strings';

const SIZES = ['sm', 'md', 'lg'] as const;
const SETTINGS = ['mentions', 'digest', 'sounds'] as const;

export default function SwitchDemo() {
  const { t } = useShowcaseTranslation(SHOWCASE_FORMS_NS);
  const [wifi, setWifi] = useState(true);
  return (
    <>
      <DemoSection title={t('switch.basic')}>
        <Switch label={t('switch.wifi')} checked={wifi} onCheckedChange={setWifi} />
        <Summary aria-live="polite">{wifi ? t('switch.on') : t('switch.off')}</Summary>
        <Switch label={t('switch.disabled')} disabled />
        <Switch label={t('switch.disabledOn')} disabled defaultChecked />
      </DemoSection>

      <DemoSection title={t('sections.colors')}>
        {COLORS.map((color) => (
          <Switch key={color} color={color} label={t(`colors.${color}`)} defaultChecked />
        ))}
      </DemoSection>

      <DemoSection title={t('sections.sizes')}>
        {SIZES.map((size) => (
          <Switch key={size} size={size} label={t(`sizes.${size}`)} defaultChecked />
        ))}
      </DemoSection>

      <DemoSection title={t('switch.withIcons')}>
        <Switch
          label={t('switch.darkMode')}
          size="lg"
          icons={{ on: <IconMoon />, off: <IconSun /> }}
          color="secondary"
        />
        <Switch
          label={t('switch.autoSave')}
          size="lg"
          defaultChecked
          color="success"
          icons={{ on: <IconCheck />, off: <IconX /> }}
        />
      </DemoSection>

      <DemoSection title={t('switch.groups')}>
        <Fieldset legend={t('switch.notifications')} description={t('switch.notificationsHint')}>
          {SETTINGS.map((s) => (
            <Switch
              key={s}
              label={t(`switch.settings.${s}`)}
              description={t(`switch.settingHints.${s}`)}
              defaultChecked={s !== 'sounds'}
            />
          ))}
        </Fieldset>
        <Fieldset legend={t('switch.inline')} layout="inline">
          {(['bold', 'italic', 'underline'] as const).map((s) => (
            <Switch key={s} label={t(`switch.styles.${s}`)} defaultChecked={s === 'bold'} />
          ))}
        </Fieldset>
      </DemoSection>
    </>
  );
}
