import { useEffect } from 'react';
import { z } from 'zod';
import styled from 'styled-components';
import { IconClipboardCheck, IconCopy, IconGift, IconMailForward } from '@tabler/icons-react';
import { useZodForm } from '@atrium/platform/forms';
import { Avatar, Button, Dialog, IconButton, Stack, TextField, toast } from '@atrium/ui';
import { FormTextField } from '@atrium/ui/forms';
import { useShowcaseTranslation } from '../../showcaseStrings';
import { SHOWCASE_PAGES_NS } from '../strings';
import type { ExampleDialogProps } from './dialogTypes';
import { DialogSubtitle } from './dialogParts';

const REFERRAL_LINK = 'https://atrium.dev/r/ana-lima-4f2k';

const STEPS = [
  { key: 'invite', icon: IconMailForward },
  { key: 'register', icon: IconClipboardCheck },
  { key: 'earn', icon: IconGift },
] as const;

const inviteSchema = z.object({ email: z.email('dialogs.errors.email') });
type InviteForm = z.infer<typeof inviteSchema>;

const Steps = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(9rem, 1fr));
  gap: 1.25rem;
  margin: 0;
  padding: 0;
  list-style: none;
  text-align: center;
  li {
    display: grid;
    justify-items: center;
    gap: 0.5rem;
  }
  strong {
    font-weight: 500;
  }
  span {
    font-size: 0.8125rem;
    color: ${({ theme }) => theme.palette.text.secondary};
  }
`;

const Row = styled.form`
  display: flex;
  align-items: flex-start;
  gap: 0.75rem;
  & > :first-child {
    flex: 1;
  }
`;

/** Refer and earn: how it works in three steps, an invitation by email, and the link to share. */
export function ReferEarnDialog({ open, onOpenChange }: ExampleDialogProps) {
  const { t } = useShowcaseTranslation(SHOWCASE_PAGES_NS);
  const form = useZodForm<InviteForm>(inviteSchema, SHOWCASE_PAGES_NS, { defaultValues: { email: '' } });
  useEffect(() => {
    if (open) form.reset({ email: '' });
  }, [open, form]);

  const invite = form.handleSubmit(({ email }) => {
    toast.info(t('dialogs.refer.sent', { email }));
    form.reset({ email: '' });
  });
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(REFERRAL_LINK);
      toast.success(t('dialogs.refer.copied'));
    } catch {
      toast.error(t('dialogs.copyFailed'));
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('dialogs.refer.title')}
      description={t('dialogs.refer.description')}
      size="lg"
    >
      <Stack $gap={1.5}>
        <Steps>
          {STEPS.map(({ key, icon: Icon }) => (
            <li key={key}>
              <Avatar name={null} size={56} icon={<Icon size={28} aria-hidden="true" />} color="primary" />
              <strong>{t(`dialogs.refer.steps.${key}`)}</strong>
              <span>{t(`dialogs.refer.steps.${key}Text`)}</span>
            </li>
          ))}
        </Steps>
        <DialogSubtitle>{t('dialogs.refer.inviteTitle')}</DialogSubtitle>
        <Row noValidate onSubmit={(e) => void invite(e)}>
          <FormTextField
            control={form.control}
            name="email"
            type="email"
            label={t('dialogs.refer.email')}
            placeholder={t('dialogs.share.emailPlaceholder')}
          />
          <Button type="submit" style={{ marginBlockStart: '1.6rem' }}>
            {t('dialogs.refer.send')}
          </Button>
        </Row>
        <DialogSubtitle>{t('dialogs.refer.linkTitle')}</DialogSubtitle>
        <TextField
          label={t('dialogs.refer.link')}
          value={REFERRAL_LINK}
          readOnly
          endAdornment={
            <IconButton size="sm" aria-label={t('dialogs.refer.copy')} onClick={() => void copy()}>
              <IconCopy size={18} aria-hidden="true" />
            </IconButton>
          }
        />
      </Stack>
    </Dialog>
  );
}
