import { useState } from 'react';
import { IconBuilding, IconCalendar, IconMail, IconPhone } from '@tabler/icons-react';
import { useZodForm } from '@atrium/platform/forms';
import { Button, Card, CardContent, CardHeader, DateField, Grid, Select, TextField } from '@atrium/ui';
import { useShowcaseTranslation } from '../../showcaseStrings';
import { SHOWCASE_FORMS_NS } from '../strings';
import { EMPTY_PROFILE, profileSchema, type ProfileValues } from './layoutSchemas';
import { FormActions, SentAlert, useRegisteredField } from './layoutParts';

export const COUNTRIES = ['fr', 'ma', 'us', 'de', 'eg'] as const;
const LANGUAGES = ['en', 'fr', 'ar'] as const;

/** Two columns on wide screens (one on phones), with selects and a date among the text fields. */
export function MultiColumnForm() {
  const { t } = useShowcaseTranslation(SHOWCASE_FORMS_NS);
  const [sent, setSent] = useState<string>();
  const form = useZodForm<ProfileValues>(profileSchema, SHOWCASE_FORMS_NS, { defaultValues: EMPTY_PROFILE });
  const field = useRegisteredField(form);
  const submit = form.handleSubmit((values) => {
    setSent(t('formLayouts.sent', { name: `${values.firstName} ${values.lastName}` }));
    form.reset(EMPTY_PROFILE);
  });
  const title = t('formLayouts.multiColumn');
  return (
    <Card>
      <CardHeader title={title} subtitle={t('formLayouts.multiColumnText')} />
      <CardContent>
        <SentAlert message={sent} />
        <form noValidate aria-label={title} onSubmit={(event) => void submit(event)}>
          <Grid $columns={{ base: 1, md: 2 }} $gap={1} style={{ alignItems: 'start' }}>
            <TextField
              label={t('formLayouts.fields.firstName')}
              autoComplete="given-name"
              required
              {...field('firstName')}
            />
            <TextField
              label={t('formLayouts.fields.lastName')}
              autoComplete="family-name"
              required
              {...field('lastName')}
            />
            <TextField
              label={t('formLayouts.fields.email')}
              type="email"
              autoComplete="email"
              required
              startAdornment={<IconMail size={18} aria-hidden="true" />}
              {...field('email')}
            />
            <TextField
              label={t('formLayouts.fields.company')}
              autoComplete="organization"
              startAdornment={<IconBuilding size={18} aria-hidden="true" />}
              {...field('company')}
            />
            <Select
              label={t('formLayouts.fields.country')}
              placeholder={t('formLayouts.choose')}
              options={COUNTRIES.map((c) => ({ value: c, label: t(`formLayouts.countries.${c}`) }))}
              required
              {...field('country')}
            />
            <Select
              label={t('formLayouts.fields.language')}
              placeholder={t('formLayouts.choose')}
              options={LANGUAGES.map((l) => ({ value: l, label: t(`formLayouts.languages.${l}`) }))}
              required
              {...field('language')}
            />
            <DateField
              label={t('formLayouts.fields.birthDate')}
              startAdornment={<IconCalendar size={18} aria-hidden="true" />}
              {...field('birthDate')}
            />
            <TextField
              label={t('formLayouts.fields.phone')}
              type="tel"
              autoComplete="tel"
              startAdornment={<IconPhone size={18} aria-hidden="true" />}
              {...field('phone')}
            />
          </Grid>
          <FormActions>
            <Button type="submit">{t('formLayouts.submit')}</Button>
            <Button type="button" variant="tonal" color="secondary" onClick={() => form.reset(EMPTY_PROFILE)}>
              {t('formLayouts.reset')}
            </Button>
          </FormActions>
        </form>
      </CardContent>
    </Card>
  );
}
