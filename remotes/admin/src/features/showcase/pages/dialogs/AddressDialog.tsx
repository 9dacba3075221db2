import { useEffect, useMemo } from 'react';
import { useController } from 'react-hook-form';
import { z } from 'zod';
import { IconBuildingSkyscraper, IconHome } from '@tabler/icons-react';
import { useFormatters } from '@atrium/platform';
import { useZodForm } from '@atrium/platform/forms';
import { Button, Dialog, DialogActions, Stack, toast, useCountryName } from '@atrium/ui';
import { RadioCard, RadioCardGroup } from '@atrium/ui/inputs';
import { AddressFields, FormCheckbox, FormTextField } from '@atrium/ui/forms';
import { useShowcaseTranslation } from '../../showcaseStrings';
import { SHOWCASE_PAGES_NS } from '../strings';
import type { ExampleDialogProps } from './dialogTypes';

const COUNTRIES = ['FR', 'MA', 'US', 'GB', 'DE', 'EG', 'AE', 'CA'];
const KINDS = [
  { value: 'home', icon: IconHome },
  { value: 'office', icon: IconBuildingSkyscraper },
] as const;

// zod's own messages give way to the design system's translated ones (required, format…).
const schema = z.object({
  kind: z.enum(['home', 'office']),
  fullName: z.string().trim().min(1),
  line1: z.string().trim().min(1),
  line2: z.string().optional(),
  city: z.string().trim().min(1),
  state: z.string().trim().min(1),
  postcode: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9 -]{3,10}$/, 'dialogs.errors.postcode'),
  country: z.string().min(1),
  isDefault: z.boolean(),
});
type AddressForm = z.infer<typeof schema>;

const EMPTY: AddressForm = {
  kind: 'home',
  fullName: '',
  line1: '',
  line2: '',
  city: '',
  state: '',
  postcode: '',
  country: '',
  isDefault: false,
};

/** Adds a delivery address: its kind (cards to pick), the name, the shared address fields, default or not. */
export function AddressDialog({ open, onOpenChange }: ExampleDialogProps) {
  const { t } = useShowcaseTranslation(SHOWCASE_PAGES_NS);
  const { locale } = useFormatters();
  const countryName = useCountryName(locale);
  const countries = useMemo(
    () =>
      COUNTRIES.map((code) => ({ value: code, label: countryName(code) })).sort((a, b) =>
        a.label.localeCompare(b.label, locale),
      ),
    [countryName, locale],
  );
  const form = useZodForm<AddressForm>(schema, SHOWCASE_PAGES_NS, { defaultValues: EMPTY });
  const kind = useController({ control: form.control, name: 'kind' });
  useEffect(() => {
    if (open) form.reset(EMPTY);
  }, [open, form]);

  const submit = form.handleSubmit((address) => {
    toast.info(t('dialogs.address.saved', { city: address.city }));
    onOpenChange(false);
  });

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('dialogs.address.title')}
      description={t('dialogs.address.description')}
      size="lg"
    >
      <form noValidate onSubmit={(e) => void submit(e)}>
        <Stack $gap={1.25}>
          <RadioCardGroup
            ref={kind.field.ref}
            label={t('dialogs.address.kind')}
            value={kind.field.value}
            onValueChange={kind.field.onChange}
          >
            {KINDS.map(({ value, icon: Icon }) => (
              <RadioCard
                key={value}
                value={value}
                icon={<Icon size={22} aria-hidden="true" />}
                title={t(`dialogs.address.kinds.${value}`)}
                description={t(`dialogs.address.kinds.${value}Text`)}
              />
            ))}
          </RadioCardGroup>
          <FormTextField
            control={form.control}
            name="fullName"
            label={t('dialogs.address.fullName')}
            autoComplete="name"
          />
          <AddressFields control={form.control} countries={countries} />
          <FormCheckbox control={form.control} name="isDefault" label={t('dialogs.address.default')} />
        </Stack>
        <DialogActions>
          <Button variant="tonal" color="secondary" onClick={() => onOpenChange(false)}>
            {t('dialogs.cancel')}
          </Button>
          <Button type="submit">{t('dialogs.address.submit')}</Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
