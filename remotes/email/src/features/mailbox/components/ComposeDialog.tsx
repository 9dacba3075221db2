import { useEffect, useState } from 'react';
import { useZodForm } from '@atrium/platform/forms';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { IconSend } from '@tabler/icons-react';
import { Alert, Button, Dialog, DialogActions, TextField, Textarea } from '@atrium/ui';
import { composeSchema, type ComposeDraft, type ComposeValues } from './composeSchema';

const Fields = styled.div`
  display: grid;
  gap: 1rem;
`;

const EMPTY: ComposeValues = { to: '', cc: '', subject: '', message: '' };

export interface ComposeDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Pre-filled fields (a reply or a forward). */
  draft?: ComposeDraft;
}

/**
 * Writes a new message: recipients, subject and text, validated at each field.
 * The mail API has no call to send a message yet, so a valid message is kept in the dialog and the
 * user is told it cannot be sent, rather than pretending it was.
 */
export function ComposeDialog({ open, onOpenChange, draft }: ComposeDialogProps) {
  const { t } = useTranslation('email');
  const [unsent, setUnsent] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useZodForm<ComposeValues>(composeSchema, 'email', { defaultValues: EMPTY });

  useEffect(() => {
    if (open) {
      reset({ ...EMPTY, ...draft });
      setUnsent(false);
    }
  }, [open, draft, reset]);

  const submit = handleSubmit(() => {
    setUnsent(true);
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('compose.title')} size="lg">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Fields>
          <TextField
            label={t('compose.to')}
            inputMode="email"
            autoComplete="email"
            {...register('to')}
            error={errors.to?.message}
            helperText={t('compose.toHelp')}
          />
          <TextField
            label={t('compose.cc')}
            inputMode="email"
            autoComplete="email"
            {...register('cc')}
            error={errors.cc?.message}
          />
          <TextField label={t('compose.subject')} {...register('subject')} error={errors.subject?.message} />
          <Textarea
            label={t('compose.message')}
            rows={8}
            resizable
            {...register('message')}
            error={errors.message?.message}
          />
          {unsent && (
            <Alert severity="warning" title={t('compose.unavailableTitle')}>
              {t('compose.unavailable')}
            </Alert>
          )}
        </Fields>
        <DialogActions>
          <Button variant="tonal" color="secondary" onClick={() => onOpenChange(false)}>
            {t('compose.discard')}
          </Button>
          <Button
            type="submit"
            loading={isSubmitting}
            endIcon={<IconSend size={18} className="flip-rtl" aria-hidden="true" />}
          >
            {t('compose.send')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
