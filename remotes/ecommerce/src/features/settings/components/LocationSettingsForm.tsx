import { Controller, useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { LocationSettings } from '@atrium/contracts';
import { Can } from '@atrium/platform';
import {
  Button,
  Card,
  CardContent,
  CardHeader,
  Chip,
  HelperText,
  IconButton,
  Switch,
  TextField,
} from '@atrium/ui';
import { AddressFields } from './AddressFields';
import { newItemId } from './options';
import { ControlStack, FieldGrid } from './settingsLayout';
import { PermittedSettingsForm } from '../../../common/PermittedSettingsForm';
import { SAVE_SETTINGS, useSectionForm } from './useSettingsForm';

/** Locations: where stock is kept and orders are fulfilled; one of them is the default. */
export function LocationSettingsForm({ saved }: { saved: LocationSettings }) {
  const { t } = useTranslation('ecommerce');
  const settings = useSectionForm('locations', saved);
  const { form } = settings;
  const { errors } = form.formState;
  const locations = useFieldArray({ control: form.control, name: 'locations', keyName: 'key' });
  const values = form.watch('locations') ?? [];
  const listError = errors.locations?.root?.message ?? errors.locations?.message;

  const addLocation = () =>
    locations.append(
      {
        id: newItemId('location'),
        name: '',
        address: { line1: '', line2: '', city: '', state: '', postcode: '', country: 'US' },
        isDefault: values.length === 0,
        fulfilsOnlineOrders: true,
      },
      { focusName: `locations.${locations.fields.length}.name` },
    );

  /** Makes one location the default; the others stop being it. */
  const makeDefault = (index: number) =>
    values.forEach((_, i) =>
      form.setValue(`locations.${i}.isDefault`, i === index, {
        shouldDirty: true,
        shouldValidate: form.formState.isSubmitted,
      }),
    );

  return (
    <PermittedSettingsForm label={t('settings.tabs.locations')} controls={settings} can={SAVE_SETTINGS}>
      <p style={{ margin: 0 }}>{t('settings.locations.count', { count: values.length })}</p>
      {listError && (
        <HelperText $error role="alert">
          {listError}
        </HelperText>
      )}
      {locations.fields.map((location, index) => {
        const name = values[index]?.name || t('settings.locations.locationN', { n: index + 1 });
        const itemErrors = errors.locations?.[index];
        return (
          <Card key={location.key}>
            <CardHeader
              title={name}
              as="h3"
              action={
                <div style={{ display: 'flex', alignItems: 'center', gap: '0.5rem' }}>
                  {values[index]?.isDefault && (
                    <Chip color="primary" size="sm">
                      {t('settings.locations.default')}
                    </Chip>
                  )}
                  <Can I="update" a="EcommerceSettings">
                    <IconButton
                      aria-label={t('settings.locations.remove', { name })}
                      color="error"
                      onClick={() => locations.remove(index)}
                    >
                      <IconTrash size={20} />
                    </IconButton>
                  </Can>
                </div>
              }
            />
            <CardContent style={{ display: 'grid', gap: '1.5rem' }}>
              <FieldGrid>
                <TextField
                  className="wide"
                  label={t('settings.locations.name')}
                  error={itemErrors?.name?.message}
                  {...form.register(`locations.${index}.name`)}
                />
                <AddressFields
                  register={(field) => form.register(`locations.${index}.address.${field}`)}
                  errors={itemErrors?.address}
                />
              </FieldGrid>
              <ControlStack>
                <Controller
                  control={form.control}
                  name={`locations.${index}.isDefault`}
                  render={({ field }) => (
                    <Switch
                      ref={field.ref}
                      label={t('settings.locations.isDefault')}
                      description={t('settings.locations.isDefaultText')}
                      checked={field.value}
                      onCheckedChange={(on) => (on ? makeDefault(index) : field.onChange(false))}
                    />
                  )}
                />
                <Controller
                  control={form.control}
                  name={`locations.${index}.fulfilsOnlineOrders`}
                  render={({ field }) => (
                    <Switch
                      ref={field.ref}
                      label={t('settings.locations.fulfils')}
                      description={t('settings.locations.fulfilsText')}
                      checked={field.value}
                      onCheckedChange={field.onChange}
                    />
                  )}
                />
              </ControlStack>
            </CardContent>
          </Card>
        );
      })}
      <Can I="update" a="EcommerceSettings">
        <div>
          <Button type="button" variant="outlined" startIcon={<IconPlus size={18} />} onClick={addLocation}>
            {t('settings.locations.add')}
          </Button>
        </div>
      </Can>
    </PermittedSettingsForm>
  );
}
