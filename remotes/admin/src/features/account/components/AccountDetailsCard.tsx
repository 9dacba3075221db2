import { revisionOf } from '@atrium/contracts';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { IconUpload } from '@tabler/icons-react';
import {
  ApiError,
  currentLanguage,
  isLanguageCode,
  refreshSession,
  scalePicture,
  setLanguage,
  useSession,
} from '@atrium/platform';
import { useSettingsForm } from '@atrium/platform/forms';
import { Alert, Avatar, Button, Card, CardContent, Select, TextField, toast } from '@atrium/ui';
import { SettingsForm } from '@atrium/ui/forms';
import { COUNTRIES, CURRENCIES, LANGUAGES, TIMEZONES, accountSchema, type AccountForm } from '../schemas';
import { useAccountSettings, useSaveAccountSectionForm } from '../api/accountSettings';
import { useAccountPicture } from '../api/accountPicture';
import { ErrorText, FormGrid, HintText } from './formLayout';
import { useFieldProps } from './useFieldProps';

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
/** A photo is kept at twice the largest avatar shown (100 px), for sharp screens. */
const PHOTO_SIDE = 256;

/**
 * The account's photo and details, saved through the API: the name is the account's name at once
 * (navbar), a new email waits for its link to be followed, the language chosen becomes the page's.
 */
export function AccountDetailsCard({ saved }: { saved: AccountForm }) {
  const { t } = useTranslation('admin');
  const { userData } = useSession();
  const pendingEmail = useAccountSettings().data?.pendingEmail;
  const saveDetails = useSaveAccountSectionForm('details');
  const settings = useSettingsForm({
    schema: accountSchema,
    namespace: 'admin',
    saved,
    save: async (details, revision) => {
      const { details: kept } = await saveDetails.mutateAsync({ body: details, revision });
      await refreshSession();
      if (isLanguageCode(kept.language) && kept.language !== currentLanguage())
        await setLanguage(kept.language);
      return kept;
    },
    revisionOf,
    successMessage: t('account.saved'),
  });
  const field = useFieldProps(settings.form);
  const picture = useAccountPicture();
  const [pictureError, setPictureError] = useState<string | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const savePicture = async (file: Blob | null) => {
    try {
      await picture.mutateAsync(file);
      setPictureError(null);
      toast.success(t(file ? 'account.pictureSaved' : 'account.pictureRemoved'));
    } catch (error) {
      setPictureError(error instanceof ApiError ? error.message : t('account.pictureFailed'));
    }
  };
  const onFile = async (file: File | undefined) => {
    if (fileRef.current) fileRef.current.value = '';
    if (!file) return;
    if (!/^image\/(png|jpeg|gif|webp)$/.test(file.type) || file.size > MAX_PICTURE_BYTES) {
      setPictureError(t('account.pictureRules'));
      return;
    }
    const scaled = await scalePicture(file, PHOTO_SIDE);
    if (!scaled) setPictureError(t('account.pictureUnreadable'));
    else await savePicture(scaled);
  };

  const name = `${saved.firstName} ${saved.lastName}`.trim();
  return (
    <Card>
      <CardContent>
        <Picture>
          <Avatar name={name || '?'} src={userData?.avatar || undefined} size={100} />
          <div>
            <div style={{ display: 'flex', gap: '0.75rem', flexWrap: 'wrap' }}>
              <Button
                startIcon={<IconUpload size={18} aria-hidden="true" />}
                onClick={() => fileRef.current?.click()}
                loading={picture.isPending && picture.variables !== null}
              >
                {t('account.uploadPicture')}
              </Button>
              <input
                ref={fileRef}
                type="file"
                accept="image/png,image/jpeg,image/gif,image/webp"
                hidden
                aria-label={t('account.uploadPicture')}
                onChange={(e) => void onFile(e.target.files?.[0])}
              />
              <Button
                variant="tonal"
                color="secondary"
                disabled={!userData?.avatar}
                loading={picture.isPending && picture.variables === null}
                onClick={() => void savePicture(null)}
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
        {pendingEmail && (
          <Alert severity="info" role="status" style={{ marginBlockEnd: '1.5rem' }}>
            {t('account.pendingEmail', { email: pendingEmail, current: saved.email })}
          </Alert>
        )}
        <SettingsForm label={t('account.detailsTitle')} controls={settings}>
          <FormGrid>
            <TextField
              label={t('account.fields.firstName')}
              autoComplete="given-name"
              {...field('firstName')}
            />
            <TextField
              label={t('account.fields.lastName')}
              autoComplete="family-name"
              {...field('lastName')}
            />
            <TextField
              label={t('account.fields.email')}
              type="email"
              autoComplete="email"
              {...field('email')}
            />
            <TextField
              label={t('account.fields.organization')}
              autoComplete="organization"
              {...field('organization')}
            />
            <TextField label={t('account.fields.phone')} type="tel" autoComplete="tel" {...field('phone')} />
            <TextField
              label={t('account.fields.address')}
              autoComplete="street-address"
              {...field('address')}
            />
            <TextField label={t('account.fields.state')} autoComplete="address-level1" {...field('state')} />
            <TextField label={t('account.fields.zip')} autoComplete="postal-code" {...field('zip')} />
            <Select
              label={t('account.fields.country')}
              options={COUNTRIES.map((c) => ({ value: c, label: c }))}
              {...field('country')}
            />
            <Select
              label={t('account.fields.language')}
              options={LANGUAGES.map((l) => ({ value: l, label: t(`account.languages.${l}`) }))}
              {...field('language')}
            />
            <Select
              label={t('account.fields.timezone')}
              options={TIMEZONES.map((z) => ({ value: z, label: z }))}
              {...field('timezone')}
            />
            <Select
              label={t('account.fields.currency')}
              options={CURRENCIES.map((c) => ({ value: c, label: c }))}
              {...field('currency')}
            />
          </FormGrid>
        </SettingsForm>
      </CardContent>
    </Card>
  );
}
