import { useEffect, useState } from 'react';
import type { Path } from 'react-hook-form';
import { IconMapPin } from '@tabler/icons-react';
import { useZodForm } from '@atrium/platform/forms';
import { Button, Card, CardContent, CardHeader, Select, TextField, Textarea } from '@atrium/ui';
import { FormRadioGroup, FormSwitch } from '@atrium/ui/forms';
import { useShowcaseTranslation } from '../../showcaseStrings';
import { SHOWCASE_FORMS_NS } from '../strings';
import { EMPTY_ORDER, orderSchema, type OrderValues } from './layoutSchemas';
import { CollapsibleSection, SectionGrid, SentAlert, StickyActions, useRegisteredField } from './layoutParts';
import { COUNTRIES } from './MultiColumnForm';

const SECTIONS: { key: string; fields: Path<OrderValues>[] }[] = [
  { key: 'account', fields: ['fullName', 'email'] },
  { key: 'shipping', fields: ['address', 'city', 'zip', 'country', 'delivery'] },
  { key: 'payment', fields: ['cardName', 'notes', 'newsletter'] },
];

/** A long form in folding sections, its actions in a bar that stays at the bottom of the screen. */
export function LongForm() {
  const { t } = useShowcaseTranslation(SHOWCASE_FORMS_NS);
  const [sent, setSent] = useState<string>();
  const form = useZodForm<OrderValues>(orderSchema, SHOWCASE_FORMS_NS, {
    defaultValues: EMPTY_ORDER,
    // Focus goes to the first error once its section is open (a folded field cannot take focus).
    shouldFocusError: false,
  });
  const { control, formState } = form;
  const field = useRegisteredField(form);
  const submit = form.handleSubmit((values) => {
    setSent(t('formLayouts.sent', { name: values.fullName }));
    form.reset(EMPTY_ORDER);
  });
  const firstError = SECTIONS.flatMap((s) => s.fields).find((name) => formState.errors[name]);
  useEffect(() => {
    if (firstError) form.setFocus(firstError);
    // Only after a send: not while the user fixes the fields one by one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [formState.submitCount]);
  const title = t('formLayouts.long');
  return (
    <Card>
      <CardHeader title={title} subtitle={t('formLayouts.longText')} />
      <CardContent>
        <SentAlert message={sent} />
        <form noValidate aria-label={title} onSubmit={(event) => void submit(event)}>
          <CollapsibleSection
            title={t('formLayouts.sections.account')}
            invalid={SECTIONS[0].fields.some((f) => formState.errors[f])}
          >
            <SectionGrid>
              <TextField label={t('formLayouts.fields.fullName')} required {...field('fullName')} />
              <TextField label={t('formLayouts.fields.email')} type="email" required {...field('email')} />
            </SectionGrid>
          </CollapsibleSection>
          <CollapsibleSection
            title={t('formLayouts.sections.shipping')}
            invalid={SECTIONS[1].fields.some((f) => formState.errors[f])}
          >
            <SectionGrid>
              <TextField
                label={t('formLayouts.fields.address')}
                autoComplete="street-address"
                required
                startAdornment={<IconMapPin size={18} aria-hidden="true" />}
                {...field('address')}
              />
              <TextField
                label={t('formLayouts.fields.city')}
                autoComplete="address-level2"
                required
                {...field('city')}
              />
              <TextField
                label={t('formLayouts.fields.zip')}
                autoComplete="postal-code"
                required
                {...field('zip')}
              />
              <Select
                label={t('formLayouts.fields.country')}
                placeholder={t('formLayouts.choose')}
                options={COUNTRIES.map((c) => ({ value: c, label: t(`formLayouts.countries.${c}`) }))}
                required
                {...field('country')}
              />
            </SectionGrid>
            <div style={{ paddingBlockEnd: '1.5rem' }}>
              <FormRadioGroup
                control={control}
                name="delivery"
                label={t('formLayouts.fields.delivery')}
                orientation="horizontal"
                options={(['standard', 'express', 'pickup'] as const).map((value) => ({
                  value,
                  label: t(`formLayouts.delivery.${value}`),
                }))}
              />
            </div>
          </CollapsibleSection>
          <CollapsibleSection
            title={t('formLayouts.sections.payment')}
            defaultOpen={false}
            invalid={SECTIONS[2].fields.some((f) => formState.errors[f])}
          >
            <SectionGrid>
              <TextField
                label={t('formLayouts.fields.cardName')}
                autoComplete="cc-name"
                required
                {...field('cardName')}
              />
              <Textarea label={t('formLayouts.fields.notes')} maxLength={200} showCount {...field('notes')} />
            </SectionGrid>
            <FormSwitch control={control} name="newsletter" label={t('formLayouts.fields.newsletter')} />
          </CollapsibleSection>
          <StickyActions>
            <Button type="button" variant="tonal" color="secondary" onClick={() => form.reset(EMPTY_ORDER)}>
              {t('formLayouts.reset')}
            </Button>
            <Button type="submit">{t('formLayouts.placeOrder')}</Button>
          </StickyActions>
        </form>
      </CardContent>
    </Card>
  );
}
