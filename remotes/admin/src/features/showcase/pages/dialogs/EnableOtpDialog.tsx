import { useEffect, useState } from 'react';
import { z } from 'zod';
import { IconDeviceMobileMessage } from '@tabler/icons-react';
import { useZodForm } from '@atrium/platform/forms';
import { Button, CodeInput, Dialog, DialogActions, Stack, toast } from '@atrium/ui';
import { FormTextField } from '@atrium/ui/forms';
import { useShowcaseTranslation } from '../../showcaseStrings';
import { SHOWCASE_PAGES_NS } from '../strings';
import type { ExampleDialogProps } from './dialogTypes';
import { Lead } from './dialogParts';

const CODE_LENGTH = 6;

const phoneSchema = z.object({
  phone: z
    .string()
    .trim()
    .regex(/^\+?[0-9 ()-]{8,20}$/, 'dialogs.errors.phone'),
});
type PhoneForm = z.infer<typeof phoneSchema>;

/**
 * Turns on two-step sign-in by text message: the phone number first, then the code sent to it, typed
 * in the shared code boxes (pasting the whole code works too).
 */
export function EnableOtpDialog({ open, onOpenChange }: ExampleDialogProps) {
  const { t } = useShowcaseTranslation(SHOWCASE_PAGES_NS);
  const form = useZodForm<PhoneForm>(phoneSchema, SHOWCASE_PAGES_NS, { defaultValues: { phone: '' } });
  const [phone, setPhone] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string>();

  useEffect(() => {
    if (!open) return;
    form.reset({ phone: '' });
    setPhone(null);
    setCode('');
    setCodeError(undefined);
  }, [open, form]);

  const sendCode = form.handleSubmit((values) => setPhone(values.phone));
  const verify = () => {
    if (code.length < CODE_LENGTH) {
      setCodeError(t('dialogs.errors.code', { count: CODE_LENGTH }));
      return;
    }
    toast.info(t('dialogs.otp.enabled', { phone }));
    onOpenChange(false);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('dialogs.otp.title')}
      description={phone ? t('dialogs.otp.codeSent', { phone }) : t('dialogs.otp.description')}
      size="sm"
    >
      {phone === null ? (
        <form noValidate onSubmit={(e) => void sendCode(e)}>
          <Stack $gap={1}>
            <Lead>
              <IconDeviceMobileMessage size={22} aria-hidden="true" />
              {t('dialogs.otp.lead')}
            </Lead>
            <FormTextField
              control={form.control}
              name="phone"
              type="tel"
              autoComplete="tel"
              label={t('dialogs.otp.phone')}
              placeholder={t('dialogs.otp.phonePlaceholder')}
            />
          </Stack>
          <DialogActions>
            <Button variant="tonal" color="secondary" onClick={() => onOpenChange(false)}>
              {t('dialogs.cancel')}
            </Button>
            <Button type="submit">{t('dialogs.otp.send')}</Button>
          </DialogActions>
        </form>
      ) : (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            verify();
          }}
        >
          <CodeInput
            label={t('dialogs.otp.code', { count: CODE_LENGTH })}
            length={CODE_LENGTH}
            value={code}
            onChange={(next) => {
              setCode(next);
              setCodeError(undefined);
            }}
            error={codeError}
            autoFocus
          />
          <DialogActions>
            <Button variant="tonal" color="secondary" onClick={() => setPhone(null)}>
              {t('dialogs.back')}
            </Button>
            <Button type="submit">{t('dialogs.otp.verify')}</Button>
          </DialogActions>
        </form>
      )}
    </Dialog>
  );
}
