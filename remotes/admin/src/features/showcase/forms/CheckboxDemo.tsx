import { useState } from 'react';
import { Checkbox, type CheckedState } from '@atrium/ui';
import { Fieldset } from '@atrium/ui/inputs';
import { COLORS, DemoSection } from '../DemoSection';
import { useShowcaseTranslation } from '../showcaseStrings';
import { Column } from './choice/choiceLayout';
import { SHOWCASE_FORMS_NS } from './strings';

const SIZES = ['sm', 'md', 'lg'] as const;
const NOTIFICATIONS = ['email', 'sms', 'push'] as const;
type Notification = (typeof NOTIFICATIONS)[number];

export default function CheckboxDemo() {
  const { t } = useShowcaseTranslation(SHOWCASE_FORMS_NS);
  const [channels, setChannels] = useState<Notification[]>(['email']);
  const [terms, setTerms] = useState<CheckedState>(false);
  const all: CheckedState =
    channels.length === NOTIFICATIONS.length ? true : channels.length ? 'indeterminate' : false;
  const toggle = (channel: Notification, on: CheckedState) =>
    setChannels((current) => (on === true ? [...current, channel] : current.filter((c) => c !== channel)));
  return (
    <>
      <DemoSection title={t('checkbox.basic')}>
        <Checkbox label={t('checkbox.checked')} defaultChecked />
        <Checkbox label={t('checkbox.unchecked')} />
        <Checkbox label={t('checkbox.indeterminate')} checked="indeterminate" />
        <Checkbox label={t('checkbox.disabled')} disabled />
        <Checkbox label={t('checkbox.disabledChecked')} disabled defaultChecked />
      </DemoSection>

      <DemoSection title={t('sections.colors')}>
        {COLORS.map((color) => (
          <Checkbox key={color} color={color} label={t(`colors.${color}`)} defaultChecked />
        ))}
      </DemoSection>

      <DemoSection title={t('sections.sizes')}>
        {SIZES.map((size) => (
          <Checkbox key={size} size={size} label={t(`sizes.${size}`)} defaultChecked />
        ))}
      </DemoSection>

      <DemoSection title={t('checkbox.selectAll')}>
        <Column>
          <Checkbox
            label={t('checkbox.allChannels')}
            checked={all}
            onCheckedChange={(on) => setChannels(on === true ? [...NOTIFICATIONS] : [])}
          />
          <Fieldset legend={t('checkbox.channels')} style={{ paddingInlineStart: '1.75rem' }}>
            {NOTIFICATIONS.map((channel) => (
              <Checkbox
                key={channel}
                label={t(`checkbox.channel.${channel}`)}
                description={t(`checkbox.channelHint.${channel}`)}
                checked={channels.includes(channel)}
                onCheckedChange={(on) => toggle(channel, on)}
              />
            ))}
          </Fieldset>
        </Column>
      </DemoSection>

      <DemoSection title={t('checkbox.groups')}>
        <Fieldset legend={t('checkbox.stacked')} description={t('checkbox.interestsHint')}>
          {(['news', 'product', 'events'] as const).map((topic) => (
            <Checkbox key={topic} label={t(`checkbox.topics.${topic}`)} defaultChecked={topic === 'news'} />
          ))}
        </Fieldset>
        <Fieldset legend={t('checkbox.inline')} layout="inline">
          {(['mon', 'tue', 'wed', 'thu', 'fri'] as const).map((day) => (
            <Checkbox key={day} label={t(`checkbox.days.${day}`)} defaultChecked={day !== 'wed'} />
          ))}
        </Fieldset>
        <Fieldset
          legend={t('checkbox.termsLegend')}
          error={terms === true ? undefined : t('checkbox.termsError')}
        >
          <Checkbox
            label={t('checkbox.terms')}
            checked={terms}
            onCheckedChange={setTerms}
            invalid={terms !== true}
            required
          />
        </Fieldset>
      </DemoSection>
    </>
  );
}
