import type { FieldErrors, UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { SettingsAddress } from '@atrium/contracts';
import { Select, TextField } from '@atrium/ui';
import { useSettingsOptions } from './options';

/** The fields of a postal address (store or location), each registered by the caller. */
export function AddressFields({
  register,
  errors,
}: {
  register: (field: keyof SettingsAddress) => UseFormRegisterReturn;
  errors?: FieldErrors<SettingsAddress>;
}) {
  const { t } = useTranslation('ecommerce');
  const { countries } = useSettingsOptions();
  return (
    <>
      <TextField
        className="wide"
        label={t('address.line1')}
        autoComplete="address-line1"
        error={errors?.line1?.message}
        {...register('line1')}
      />
      <TextField
        className="wide"
        label={t('address.line2')}
        autoComplete="address-line2"
        error={errors?.line2?.message}
        {...register('line2')}
      />
      <TextField
        label={t('address.city')}
        autoComplete="address-level2"
        error={errors?.city?.message}
        {...register('city')}
      />
      <TextField
        label={t('settings.address.stateOptional')}
        autoComplete="address-level1"
        error={errors?.state?.message}
        {...register('state')}
      />
      <TextField
        label={t('address.postcode')}
        autoComplete="postal-code"
        error={errors?.postcode?.message}
        {...register('postcode')}
      />
      <Select
        label={t('address.country')}
        options={countries}
        error={errors?.country?.message}
        {...register('country')}
      />
    </>
  );
}
