import { useId, useRef, useState, type ChangeEvent } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useZodForm } from '@atrium/platform/forms';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { IconSend } from '@tabler/icons-react';
import type { EmailSend } from '@atrium/contracts';
import { Button, ConfirmDialog, Dialog, DialogActions, TextField, toast } from '@atrium/ui';
import { useDiscardDraft, useSendEmail } from '../api/sendEmail';
import {
  composeSchema,
  splitAddresses,
  type ComposeDraft,
  type ComposeValues,
} from '../components/composeSchema';
import { ComposeEditor } from './ComposeEditor';
import { AttachmentField } from './AttachmentField';
import { attachmentsToSend, settleUploads, type ChosenAttachment, type PendingUploads } from './attachments';
import { useDraftAutosave } from './useDraftAutosave';
import { useContactSuggestions } from '../api/getEmailContacts';

const Fields = styled.div`
  display: grid;
  gap: 1rem;
`;

const Status = styled.p`
  flex: 1;
  margin: 0;
  align-self: center;
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.palette.text.secondary};
`;

/** The address being typed in a field of several: the text after the last comma. */
const lastAddress = (text: string) => text.split(/[,;]/).pop()?.trim() ?? '';

const EMPTY: ComposeValues = { to: '', cc: '', bcc: '', subject: '', message: '' };

export interface ComposeDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Pre-filled fields: a reply, a forward, or a saved draft (with its id). */
  draft?: ComposeDraft;
}

/**
 * Writes a message: recipients (to, cc, bcc), subject, rich text and attachments. It is saved as a
 * draft 2 s after typing stops and on close; Discard asks first and deletes the draft; Send stores it
 * in Sent (replacing its draft).
 */
export function ComposeDialog({ open, onOpenChange, draft }: ComposeDialogProps) {
  const { t } = useTranslation('email');
  const requestClose = useRef<() => void>(() => onOpenChange(false));
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : requestClose.current())}
      title={t('compose.title')}
      size="lg"
    >
      {open && <ComposeForm draft={draft} onClosed={() => onOpenChange(false)} requestClose={requestClose} />}
    </Dialog>
  );
}

function ComposeForm({
  draft,
  onClosed,
  requestClose,
}: {
  draft?: ComposeDraft;
  onClosed: () => void;
  requestClose: { current: () => void };
}) {
  const { t } = useTranslation('email');
  const send = useSendEmail();
  const discard = useDiscardDraft();
  const [attachments, setAttachments] = useState<ChosenAttachment[]>(draft?.attachments ?? []);
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const [savedAt, setSavedAt] = useState<'saving' | 'saved' | null>(null);
  const draftId = useRef(draft?.draftId);
  const uploads = useRef<PendingUploads>(new Map());
  const {
    register,
    control,
    handleSubmit,
    getValues,
    formState: { errors, isSubmitting },
  } = useZodForm<ComposeValues>(composeSchema, 'email', {
    defaultValues: { ...EMPTY, ...draft, to: draft?.to ?? '', message: draft?.message ?? '' },
  });
  // Suggestions for the address being typed (after the last comma) in whichever address field is
  // being edited; with "multiple", the browser offers them for that address and puts the one picked
  // in its place.
  const addressBookId = useId();
  const [typedAddress, setTypedAddress] = useState('');
  const people = useContactSuggestions(typedAddress).data?.contacts ?? [];
  const addressField = (name: 'to' | 'cc' | 'bcc') => {
    const field = register(name);
    const follow = (e: { target: HTMLInputElement }) => setTypedAddress(lastAddress(e.target.value));
    return {
      type: 'email',
      multiple: true,
      list: addressBookId,
      autoComplete: 'off',
      ...field,
      onFocus: follow,
      onChange: (e: ChangeEvent<HTMLInputElement>) => {
        follow(e);
        return field.onChange(e);
      },
    } as const;
  };
  const values = useWatch({ control });
  const snapshot = JSON.stringify({ values, attachments });

  const body = (v: ComposeValues, isDraft: boolean): EmailSend => ({
    to: splitAddresses(v.to),
    cc: splitAddresses(v.cc),
    bcc: splitAddresses(v.bcc),
    subject: v.subject.trim(),
    message: v.message,
    html: true,
    draft: isDraft,
    draftId: draftId.current,
    replyTo: draft?.replyTo,
    attachments: attachmentsToSend(attachments),
  });

  const saveDraft = async () => {
    const v = getValues();
    // A draft keeps only well-formed addresses: the rest stay in the form until sent.
    const valid = (text: string) => splitAddresses(text).filter((a) => /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(a));
    setSavedAt('saving');
    try {
      const stored = await send.mutateAsync({
        ...body(v, true),
        to: valid(v.to),
        cc: valid(v.cc),
        bcc: valid(v.bcc),
      });
      draftId.current = stored.id;
      setSavedAt('saved');
    } catch (e) {
      setSavedAt(null);
      throw e;
    }
  };
  const hasContent = () => {
    const v = getValues();
    return attachments.length > 0 || [v.to, v.cc, v.bcc, v.subject, v.message].some((s) => s.trim() !== '');
  };
  const autosave = useDraftAutosave({
    active: true,
    snapshot,
    save: () => (hasContent() ? saveDraft() : Promise.resolve()),
  });

  // Closing keeps the work: what changed since the last save is saved as a draft first.
  requestClose.current = () => {
    const changed = autosave.isDirty() && hasContent();
    onClosed();
    if (changed) {
      void autosave.flush().then(() => toast.success(t('compose.draftSaved')));
    }
  };

  const submit = handleSubmit(async (v) => {
    try {
      // A file still on its way is waited for (Send shows it is busy), then sent with the rest.
      const files = await settleUploads(attachments, uploads.current);
      await send.mutateAsync({ ...body(v, false), attachments: attachmentsToSend(files) });
    } catch (e) {
      toast.error(
        e instanceof Error && e.message ? t('toast.failedWith', { message: e.message }) : t('toast.failed'),
      );
      return;
    }
    autosave.markSaved();
    toast.success(t('compose.sent'));
    onClosed();
  });

  const discardNow = async () => {
    autosave.markSaved();
    // A save under way finishes first, so its draft is the one deleted.
    await autosave.flush();
    if (draftId.current !== undefined) await discard.mutateAsync(draftId.current);
    setConfirmDiscard(false);
    toast.success(t('compose.discarded'));
    onClosed();
  };

  return (
    <>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Fields>
          <datalist id={addressBookId}>
            {people.map((p) => (
              // The name is the option's label: the browser shows it beside the address.
              <option key={p.email} value={p.email}>
                {p.name}
              </option>
            ))}
          </datalist>
          <TextField
            label={t('compose.to')}
            {...addressField('to')}
            error={errors.to?.message}
            helperText={t('compose.toHelp')}
          />
          <TextField label={t('compose.cc')} {...addressField('cc')} error={errors.cc?.message} />
          <TextField label={t('compose.bcc')} {...addressField('bcc')} error={errors.bcc?.message} />
          <TextField label={t('compose.subject')} {...register('subject')} error={errors.subject?.message} />
          <Controller
            control={control}
            name="message"
            render={({ field }) => (
              <ComposeEditor value={field.value} onChange={field.onChange} error={errors.message?.message} />
            )}
          />
          <AttachmentField value={attachments} onChange={setAttachments} uploads={uploads.current} />
        </Fields>
        <DialogActions>
          <Status role="status">
            {savedAt === 'saving' ? t('compose.saving') : savedAt === 'saved' ? t('compose.draftSaved') : ''}
          </Status>
          <Button variant="tonal" color="secondary" onClick={() => setConfirmDiscard(true)}>
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
      <ConfirmDialog
        open={confirmDiscard}
        onOpenChange={setConfirmDiscard}
        title={t('compose.discardTitle')}
        message={t('compose.discardMessage')}
        confirmLabel={t('compose.discard')}
        destructive
        onConfirm={discardNow}
      />
    </>
  );
}
