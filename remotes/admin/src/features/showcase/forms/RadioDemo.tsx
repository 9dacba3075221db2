import { useState } from 'react';
import { Radio, RadioGroup } from '@atrium/ui';
import { COLORS, DemoSection } from '../DemoSection';
import { useShowcaseTranslation } from '../showcaseStrings';
import { Summary } from './choice/choiceLayout';
import { SHOWCASE_FORMS_NS } from './strings';

const SIZES = ['sm', 'md', 'lg'] as const;
const PLANS = ['basic', 'team', 'enterprise'] as const;

export default function RadioDemo() {
  const { t } = useShowcaseTranslation(SHOWCASE_FORMS_NS);
  const [plan, setPlan] = useState<string>('team');
  const [shipping, setShipping] = useState('');
  return (
    <>
      <DemoSection title={t('radio.basic')}>
        <RadioGroup label={t('radio.plan')} value={plan} onValueChange={setPlan}>
          {PLANS.map((p) => (
            <Radio key={p} value={p} label={t(`radio.plans.${p}`)} description={t(`radio.planHints.${p}`)} />
          ))}
        </RadioGroup>
        <Summary aria-live="polite">{t('radio.chosen', { plan: t(`radio.plans.${plan}`) })}</Summary>
      </DemoSection>

      <DemoSection title={t('sections.colors')}>
        {COLORS.map((color) => (
          <RadioGroup key={color} aria-label={t(`colors.${color}`)} defaultValue={color}>
            <Radio value={color} color={color} label={t(`colors.${color}`)} />
          </RadioGroup>
        ))}
      </DemoSection>

      <DemoSection title={t('sections.sizes')}>
        <RadioGroup aria-label={t('sections.sizes')} orientation="horizontal" defaultValue="md">
          {SIZES.map((size) => (
            <Radio key={size} value={size} size={size} label={t(`sizes.${size}`)} />
          ))}
        </RadioGroup>
      </DemoSection>

      <DemoSection title={t('radio.layouts')}>
        <RadioGroup label={t('radio.inline')} orientation="horizontal" defaultValue="monthly">
          {(['monthly', 'yearly'] as const).map((period) => (
            <Radio key={period} value={period} label={t(`radio.periods.${period}`)} />
          ))}
        </RadioGroup>
        <RadioGroup label={t('radio.withDisabled')} defaultValue="standard">
          <Radio value="standard" label={t('radio.delivery.standard')} />
          <Radio value="express" label={t('radio.delivery.express')} />
          <Radio
            value="drone"
            label={t('radio.delivery.drone')}
            description={t('radio.unavailable')}
            disabled
          />
        </RadioGroup>
      </DemoSection>

      <DemoSection title={t('radio.states')}>
        <RadioGroup
          label={t('radio.shipping')}
          value={shipping}
          onValueChange={setShipping}
          required
          error={shipping ? undefined : t('radio.shippingRequired')}
        >
          <Radio value="home" label={t('radio.shippingOptions.home')} />
          <Radio value="pickup" label={t('radio.shippingOptions.pickup')} />
        </RadioGroup>
        <RadioGroup label={t('radio.disabledGroup')} defaultValue="a" disabled>
          <Radio value="a" label={t('radio.optionA')} />
          <Radio value="b" label={t('radio.optionB')} />
        </RadioGroup>
      </DemoSection>
    </>
  );
}
