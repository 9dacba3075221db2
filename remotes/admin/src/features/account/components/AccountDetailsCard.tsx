import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { IconUpload } from '@tabler/icons-react';
import { useSession } from '@atrium/platform';
import { Avatar, Button, Card, CardContent, Select, TextField, toast } from '@atrium/ui';
import { COUNTRIES, CURRENCIES, LANGUAGES, TIMEZONES, accountSchema, type AccountForm } from '../schemas';
import { ErrorText, FormActions, FormGrid, HintText } from './formLayout';
import { useFieldError } from './useFieldError';

const Picture = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 1.5rem;
  padding-block-end: 1.5rem;
  margin-block-end: 1.5rem;
  border-block-end: 1px solid ${({ theme }) => theme.palette.divider};
`;

const MAX_PICTURE_BYTES = 800 * 1024;

/** The account's picture and details: validated at each field, "saved" once valid. */
export function AccountDetailsCard() {
  const { t } = useTranslation('admin');
  const fieldError = useFieldError();
  const { userData } = useSession();
  const [first = '', ...rest] = (userData?.fullName ?? '').split(' ');
  const defaults: AccountForm = {
    firstName: first,
    lastName: rest.join(' '),
    email: userData?.email ?? '',
    organization: '',
    phone: '',
    address: '',
    state: '',
    zip: '',
    country: 'USA',
    language: 'en',
    timezone: 'UTC+00:00',
    currency: 'USD',
  };
  const [saved, setSaved] = useState<AccountForm>(defaults);
  const [picture, setPicture] = useState<string | null>(null);
  const [pictureError, setPictureError] = useState<string | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<AccountForm>({ resolver: zodResolver(accountSchema), defaultValues: saved });

  const submit = handleSubmit((values) => {
    setSaved(values);
    reset(values);
    toast.success(t('account.saved'));
  });

  const onFile = (file: File | undefined) => {
    if (!file) return;
    if (!/^image\/(png|jpeg|gif)$/.test(file.type) || file.size > MAX_PICTURE_BYTES) {
      setPictureError(t('account.pictureRules'));
      return;
    }
    setPictureError(null);
    setPicture(typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null);
  };

  const name = `${saved.firstName} ${saved.lastName}`.trim();
  return (
    <Card>
      <CardContent>
        <Picture>
          <Avatar name={name || '?'} src={picture ?? userData?.avatar} size={100} />
          <div>
            <div style={{ display: 'flex', gap: '0.75rem', flexWrap: 'wrap' }}>
              <Button
                startIcon={<IconUpload size={18} aria-hidden="true" />}
                onClick={() => fileRef.current?.click()}
              >
                {t('account.uploadPicture')}
              </Button>
              <input
                ref={fileRef}
                type="file"
                accept="image/png,image/jpeg,image/gif"
                hidden
                aria-label={t('account.uploadPicture')}
                onChange={(e) => onFile(e.target.files?.[0])}
              />
              <Button
                variant="tonal"
                color="secondary"
                onClick={() => (setPicture(null), setPictureError(null))}
              >
                {t('account.resetPicture')}
              </Button>
            </div>
            {pictureError ? (
              <ErrorText role="alert">{pictureError}</ErrorText>
            ) : (
              <HintText>{t('account.pictureRules')}</HintText>
            )}
          </div>
        </Picture>
        <form onSubmit={(e) => void submit(e)} noValidate aria-label={t('account.detailsTitle')}>
          <FormGrid>
            <TextField
              label={t('account.fields.firstName')}
              autoComplete="given-name"
              {...register('firstName')}
              error={fieldError(errors.firstName)}
            />
            <TextField
              label={t('account.fields.lastName')}
              autoComplete="family-name"
              {...register('lastName')}
              error={fieldError(errors.lastName)}
            />
            <TextField
              label={t('account.fields.email')}
              type="email"
              autoComplete="email"
              {...register('email')}
              error={fieldError(errors.email)}
            />
            <TextField
              label={t('account.fields.organization')}
              autoComplete="organization"
              {...register('organization')}
              error={fieldError(errors.organization)}
            />
            <TextField
              label={t('account.fields.phone')}
              type="tel"
              autoComplete="tel"
              {...register('phone')}
              error={fieldError(errors.phone)}
            />
            <TextField
              label={t('account.fields.address')}
              autoComplete="street-address"
              {...register('address')}
              error={fieldError(errors.address)}
            />
            <TextField
              label={t('account.fields.state')}
              autoComplete="address-level1"
              {...register('state')}
              error={fieldError(errors.state)}
            />
            <TextField
              label={t('account.fields.zip')}
              autoComplete="postal-code"
              {...register('zip')}
              error={fieldError(errors.zip)}
            />
            <Select
              label={t('account.fields.country')}
              options={COUNTRIES.map((c) => ({ value: c, label: c }))}
              {...register('country')}
              error={fieldError(errors.country)}
            />
            <Select
              label={t('account.fields.language')}
              options={LANGUAGES.map((l) => ({ value: l, label: t(`account.languages.${l}`) }))}
              {...register('language')}
              error={fieldError(errors.language)}
            />
            <Select
              label={t('account.fields.timezone')}
              options={TIMEZONES.map((z) => ({ value: z, label: z }))}
              {...register('timezone')}
              error={fieldError(errors.timezone)}
            />
            <Select
              label={t('account.fields.currency')}
              options={CURRENCIES.map((c) => ({ value: c, label: c }))}
              {...register('currency')}
              error={fieldError(errors.currency)}
            />
          </FormGrid>
          <FormActions>
            <Button type="submit" loading={isSubmitting}>
              {t('account.save')}
            </Button>
            <Button variant="tonal" color="secondary" onClick={() => reset(saved)}>
              {t('account.discard')}
            </Button>
          </FormActions>
        </form>
      </CardContent>
    </Card>
  );
}
