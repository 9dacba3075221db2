import { useState } from 'react';
import { IconBriefcase, IconBuildingSkyscraper, IconCrown, IconRocket, IconUser } from '@tabler/icons-react';
import { CheckboxCard, Fieldset, RadioCard, RadioCardGroup } from '@atrium/ui/inputs';
import { DemoSection } from '../DemoSection';
import { useShowcaseTranslation } from '../showcaseStrings';
import { CardArt, type Scene } from './choice/CardArt';
import { Column, Summary } from './choice/choiceLayout';
import { SHOWCASE_FORMS_NS } from './strings';

const PLANS = [
  { value: 'starter', price: 0 },
  { value: 'pro', price: 19 },
  { value: 'business', price: 49 },
] as const;
const ACCOUNTS = [
  { value: 'personal', icon: IconUser },
  { value: 'team', icon: IconBriefcase },
  { value: 'company', icon: IconBuildingSkyscraper },
] as const;
const ADDONS = [
  { value: 'backups', price: 5, icon: IconRocket },
  { value: 'support', price: 12, icon: IconCrown },
] as const;
const SCENES: Scene[] = ['mountain', 'sea', 'city'];

export default function CustomInputDemo() {
  const { t, i18n } = useShowcaseTranslation(SHOWCASE_FORMS_NS);
  const money = new Intl.NumberFormat(i18n.language, {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  });
  const perMonth = (price: number) =>
    price === 0 ? t('customInput.free') : t('customInput.perMonth', { price: money.format(price) });
  const [plan, setPlan] = useState('pro');
  const [addons, setAddons] = useState<string[]>(['backups']);
  const total =
    PLANS.find((p) => p.value === plan)!.price +
    ADDONS.filter((a) => addons.includes(a.value)).reduce((sum, a) => sum + a.price, 0);
  return (
    <>
      <DemoSection title={t('customInput.radioWithPrice')}>
        <Column style={{ flex: 1 }}>
          <RadioCardGroup
            label={t('customInput.plan')}
            value={plan}
            onValueChange={setPlan}
            minCardWidth="15rem"
          >
            {PLANS.map((p) => (
              <RadioCard
                key={p.value}
                value={p.value}
                title={t(`customInput.plans.${p.value}`)}
                description={t(`customInput.planHints.${p.value}`)}
                extra={perMonth(p.price)}
              />
            ))}
          </RadioCardGroup>
          <Fieldset legend={t('customInput.addons')} layout="grid" minItemWidth="15rem">
            {ADDONS.map(({ value, price, icon: Icon }) => (
              <CheckboxCard
                key={value}
                title={t(`customInput.addonNames.${value}`)}
                description={t(`customInput.addonHints.${value}`)}
                extra={perMonth(price)}
                icon={<Icon size={22} aria-hidden="true" />}
                checked={addons.includes(value)}
                onCheckedChange={(on) =>
                  setAddons((all) => (on === true ? [...all, value] : all.filter((a) => a !== value)))
                }
              />
            ))}
          </Fieldset>
          <Summary aria-live="polite">{t('customInput.total', { total: money.format(total) })}</Summary>
        </Column>
      </DemoSection>

      <DemoSection title={t('customInput.withIcons')}>
        <RadioCardGroup
          label={t('customInput.account')}
          defaultValue="team"
          minCardWidth="11rem"
          style={{ flex: '1 1 100%' }}
        >
          {ACCOUNTS.map(({ value, icon: Icon }) => (
            <RadioCard
              key={value}
              value={value}
              layout="centered"
              color="success"
              icon={<Icon size={32} aria-hidden="true" />}
              title={t(`customInput.accounts.${value}`)}
              description={t(`customInput.accountHints.${value}`)}
            />
          ))}
        </RadioCardGroup>
      </DemoSection>

      <DemoSection title={t('customInput.withImages')}>
        <RadioCardGroup
          label={t('customInput.trip')}
          defaultValue="sea"
          minCardWidth="11rem"
          style={{ flex: '1 1 100%' }}
        >
          {SCENES.map((scene) => (
            <RadioCard
              key={scene}
              value={scene}
              layout="centered"
              media={<CardArt scene={scene} />}
              title={t(`customInput.scenes.${scene}`)}
              extra={t(`customInput.sceneNights.${scene}`)}
            />
          ))}
        </RadioCardGroup>
        <Fieldset
          legend={t('customInput.themes')}
          layout="grid"
          minItemWidth="11rem"
          style={{ flex: '1 1 100%' }}
        >
          {SCENES.map((scene, index) => (
            <CheckboxCard
              key={scene}
              layout="centered"
              color="info"
              media={<CardArt scene={scene} color="info" />}
              title={t(`customInput.scenes.${scene}`)}
              defaultChecked={index === 0}
              disabled={scene === 'city'}
              description={scene === 'city' ? t('customInput.soldOut') : undefined}
            />
          ))}
        </Fieldset>
      </DemoSection>
    </>
  );
}
