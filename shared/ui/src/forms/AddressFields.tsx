import type { FieldPath, FieldValues } from 'react-hook-form';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Select, type SelectOption } from '../components/Select';
import { autoColumns } from '../layout/Grid';
import type { FormFieldProps } from './formTypes';
import { FormTextField } from './FormTextField';

/** A postal address as the fields below edit it. */
export interface AddressValues {
  line1: string;
  line2?: string;
  city: string;
  state: string;
  postcode: string;
  country: string;
}

export const ADDRESS_FIELDS = ['line1', 'line2', 'city', 'state', 'postcode', 'country'] as const;

/** What the browser may fill each field with (its saved addresses). */
const AUTOCOMPLETE: Record<(typeof ADDRESS_FIELDS)[number], string> = {
  line1: 'address-line1',
  line2: 'address-line2',
  city: 'address-level2',
  state: 'address-level1',
  postcode: 'postal-code',
  country: 'country-name',
};

const Columns = styled.div`
  display: grid;
  gap: 1rem;
  ${autoColumns('12rem')}
  & > :nth-child(-n + 2) {
    grid-column: 1 / -1;
  }
`;

export interface AddressFieldsProps<TValues extends FieldValues, TOutput = TValues> extends Omit<
  FormFieldProps<TValues, TOutput>,
  'name'
> {
  /** Where the address sits in the form (`shipping` for `shipping.line1`…); none: at its top. */
  name?: string;
  /** The countries to choose from (a select); without them the country is typed. */
  countries?: readonly SelectOption[];
  readOnly?: boolean;
}

function CountrySelect<TValues extends FieldValues, TOutput>({
  control,
  name,
  countries,
  disabled,
}: FormFieldProps<TValues, TOutput> & { countries: readonly SelectOption[]; disabled?: boolean }) {
  const { t } = useTranslation('ui');
  const { field, fieldState } = useController({ control, name });
  return (
    <Select
      ref={field.ref}
      name={field.name}
      label={t('address.country')}
      placeholder={t('address.chooseCountry')}
      options={countries}
      value={(field.value as string | undefined) ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
      disabled={disabled}
      autoComplete="country"
    />
  );
}

/**
 * The fields of a postal address in a form (the forms toolkit's): labelled in the user's language,
 * each with the browser's autofill hint, the street lines across, the rest in as many columns as fit.
 * The validation is the form's schema's.
 */
export function AddressFields<TValues extends FieldValues, TOutput = TValues>({
  control,
  name,
  countries,
  readOnly,
}: AddressFieldsProps<TValues, TOutput>) {
  const { t } = useTranslation('ui');
  const path = (field: string) => (name ? `${name}.${field}` : field) as FieldPath<TValues>;
  return (
    <Columns>
      {ADDRESS_FIELDS.map((field) =>
        field === 'country' && countries ? (
          <CountrySelect
            key={field}
            control={control}
            name={path(field)}
            countries={countries}
            disabled={readOnly}
          />
        ) : (
          <FormTextField
            key={field}
            control={control}
            name={path(field)}
            label={t(`address.${field}`)}
            autoComplete={AUTOCOMPLETE[field]}
            readOnly={readOnly}
          />
        ),
      )}
    </Columns>
  );
}
