import { Controller, useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { SETTINGS_COUNTRIES, type ShippingSettings } from '@atrium/contracts';
import { Can } from '@atrium/platform';
import {
  Button,
  Card,
  CardContent,
  CardHeader,
  Checkbox,
  HelperText,
  IconButton,
  TextField,
} from '@atrium/ui';
import { useSettingsOptions } from './options';
import { CheckboxGroup, FieldGrid } from './settingsLayout';

const RateRow = styled.div`
  display: grid;
  justify-self: stretch;
  gap: 0.75rem;
  grid-template-columns: minmax(8rem, 2fr) repeat(3, minmax(5rem, 1fr)) auto;
  align-items: start;
  @media (max-width: ${({ theme }) => theme.breakpoints.sm}px) {
    grid-template-columns: 1fr 1fr;
  }
  & > * {
    min-inline-size: 0;
  }
  & > button {
    margin-block-start: 1.6rem;
  }
`;

const Rates = styled.div`
  display: grid;
  gap: 1rem;
  justify-items: start;
  & > * {
    justify-self: stretch;
  }
  & > button {
    justify-self: start;
  }
`;

const SubTitle = styled.h4`
  margin: 0;
  font-size: 0.9375rem;
  font-weight: 500;
`;

/** One shipping zone: its name, the countries it covers and its rates (added and removed in place). */
export function ShippingZoneFields({
  form,
  index,
  onRemove,
}: {
  form: UseFormReturn<ShippingSettings>;
  index: number;
  onRemove: () => void;
}) {
  const { t } = useTranslation('ecommerce');
  const { countryName } = useSettingsOptions();
  const rates = useFieldArray({ control: form.control, name: `zones.${index}.rates` });
  const errors = form.formState.errors.zones?.[index];
  // useWatch, not form.watch: a keystroke in this zone re-renders this zone, not the whole form.
  const name = useWatch({ control: form.control, name: `zones.${index}.name` });
  const countries = useWatch({ control: form.control, name: `zones.${index}.countries` }) ?? [];
  const label = name || t('settings.shipping.zoneN', { n: index + 1 });
  const ratesError = errors?.rates?.root?.message ?? errors?.rates?.message;

  return (
    <Card>
      <CardHeader
        title={label}
        subtitle={t('settings.shipping.countriesCount', { count: countries.length })}
        as="h3"
        action={
          <Can I="update" a="EcommerceSettings">
            <IconButton
              aria-label={t('settings.shipping.removeZone', { name: label })}
              color="error"
              onClick={onRemove}
            >
              <IconTrash size={20} />
            </IconButton>
          </Can>
        }
      />
      <CardContent style={{ display: 'grid', gap: '1.5rem' }}>
        <FieldGrid>
          <TextField
            className="wide"
            label={t('settings.shipping.zoneName')}
            error={errors?.name?.message}
            {...form.register(`zones.${index}.name`)}
          />
        </FieldGrid>
        <Controller
          control={form.control}
          name={`zones.${index}.countries`}
          render={({ field, fieldState }) => (
            <CheckboxGroup aria-describedby={fieldState.error ? `zone-${index}-countries-error` : undefined}>
              <legend>{t('settings.shipping.countries')}</legend>
              <div className="options">
                {SETTINGS_COUNTRIES.map((c) => (
                  <Checkbox
                    key={c}
                    label={countryName(c)}
                    invalid={!!fieldState.error}
                    checked={field.value.includes(c)}
                    onCheckedChange={(v) =>
                      field.onChange(
                        v === true
                          ? SETTINGS_COUNTRIES.filter((x) => x === c || field.value.includes(x))
                          : field.value.filter((x) => x !== c),
                      )
                    }
                  />
                ))}
              </div>
              {fieldState.error?.message && (
                <HelperText id={`zone-${index}-countries-error`} $error role="alert">
                  {fieldState.error.message}
                </HelperText>
              )}
            </CheckboxGroup>
          )}
        />
        <Rates>
          <SubTitle>{t('settings.shipping.rates')}</SubTitle>
          {rates.fields.map((rate, r) => {
            const rateErrors = errors?.rates?.[r];
            return (
              <RateRow key={rate.id}>
                <TextField
                  label={t('settings.shipping.rateName')}
                  error={rateErrors?.name?.message}
                  {...form.register(`zones.${index}.rates.${r}.name`)}
                />
                <TextField
                  label={t('settings.shipping.price')}
                  type="number"
                  inputMode="decimal"
                  min={0}
                  step="0.01"
                  error={rateErrors?.price?.message}
                  {...form.register(`zones.${index}.rates.${r}.price`, { valueAsNumber: true })}
                />
                <TextField
                  label={t('settings.shipping.minDays')}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  error={rateErrors?.minDays?.message}
                  {...form.register(`zones.${index}.rates.${r}.minDays`, { valueAsNumber: true })}
                />
                <TextField
                  label={t('settings.shipping.maxDays')}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  error={rateErrors?.maxDays?.message}
                  {...form.register(`zones.${index}.rates.${r}.maxDays`, { valueAsNumber: true })}
                />
                <Can I="update" a="EcommerceSettings">
                  <IconButton
                    aria-label={t('settings.shipping.removeRate', { zone: label, n: r + 1 })}
                    onClick={() => rates.remove(r)}
                  >
                    <IconTrash size={18} />
                  </IconButton>
                </Can>
              </RateRow>
            );
          })}
          {ratesError && (
            <HelperText $error role="alert">
              {ratesError}
            </HelperText>
          )}
          <Can I="update" a="EcommerceSettings">
            <Button
              type="button"
              variant="tonal"
              size="sm"
              startIcon={<IconPlus size={16} />}
              onClick={() => rates.append({ name: '', price: 0, minDays: 1, maxDays: 3 })}
            >
              {t('settings.shipping.addRate')}
            </Button>
          </Can>
        </Rates>
      </CardContent>
    </Card>
  );
}
