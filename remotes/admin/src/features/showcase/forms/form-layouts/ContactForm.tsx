import { useState } from 'react';
import { IconLock, IconMail, IconPhone, IconUser } from '@tabler/icons-react';
import { useZodForm } from '@atrium/platform/forms';
import { Button, Card, CardContent, CardHeader, Stack } from '@atrium/ui';
import { FormCheckbox, FormTextField } from '@atrium/ui/forms';
import { useShowcaseTranslation } from '../../showcaseStrings';
import { SHOWCASE_FORMS_NS } from '../strings';
import { EMPTY_CONTACT, contactSchema, type ContactValues } from './layoutSchemas';
import { FormActions, HorizontalFields, SentAlert } from './layoutParts';

/** The same small form stacked (labels above) or horizontal (labels beside), icons in its fields. */
export function ContactForm({ layout }: { layout: 'vertical' | 'horizontal' }) {
  const { t } = useShowcaseTranslation(SHOWCASE_FORMS_NS);
  const [sent, setSent] = useState<string>();
  const form = useZodForm<ContactValues>(contactSchema, SHOWCASE_FORMS_NS, { defaultValues: EMPTY_CONTACT });
  const { control } = form;
  const submit = form.handleSubmit((values) => {
    setSent(t('formLayouts.sent', { name: values.fullName }));
    form.reset(EMPTY_CONTACT);
  });
  const title = t(`formLayouts.${layout}`);
  const Fields = layout === 'horizontal' ? HorizontalFields : Stack;
  return (
    <Card>
      <CardHeader title={title} subtitle={t(`formLayouts.${layout}Text`)} />
      <CardContent>
        <SentAlert message={sent} />
        <form noValidate aria-label={title} onSubmit={(event) => void submit(event)}>
          <Fields>
            <FormTextField
              control={control}
              name="fullName"
              label={t('formLayouts.fields.fullName')}
              autoComplete="name"
              required
              startAdornment={<IconUser size={18} aria-hidden="true" />}
            />
            <FormTextField
              control={control}
              name="email"
              type="email"
              label={t('formLayouts.fields.email')}
              autoComplete="email"
              required
              startAdornment={<IconMail size={18} aria-hidden="true" />}
            />
            <FormTextField
              control={control}
              name="phone"
              type="tel"
              label={t('formLayouts.fields.phone')}
              autoComplete="tel"
              startAdornment={<IconPhone size={18} aria-hidden="true" />}
            />
            <FormTextField
              control={control}
              name="password"
              type="password"
              label={t('formLayouts.fields.password')}
              autoComplete="new-password"
              helperText={t('formLayouts.passwordHint')}
              startAdornment={<IconLock size={18} aria-hidden="true" />}
            />
          </Fields>
          <div style={{ marginBlockStart: '1rem' }}>
            <FormCheckbox control={control} name="remember" label={t('formLayouts.fields.remember')} />
          </div>
          <FormActions>
            <Button type="submit">{t('formLayouts.submit')}</Button>
            <Button type="reset" variant="tonal" color="secondary" onClick={() => form.reset(EMPTY_CONTACT)}>
              {t('formLayouts.reset')}
            </Button>
          </FormActions>
        </form>
      </CardContent>
    </Card>
  );
}
