import { z } from 'zod';
import { ApiError, Can, useFormatters } from '@atrium/platform';
import { applyApiError, useZodForm } from '@atrium/platform/forms';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { IconCopy } from '@tabler/icons-react';
import { Button, Card, CardContent, CardHeader, Skeleton, TextField, toast } from '@atrium/ui';
import { useReferralInvites, useSendReferralInvite } from '../api/referralInvites';

const Row = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: 0.75rem;
  & > :first-child {
    flex: 1 1 14rem;
  }
`;

const Sent = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: 0.35rem;
  font-size: 0.875rem;
  & li {
    display: flex;
    justify-content: space-between;
    gap: 1rem;
  }
  & time {
    color: ${({ theme }) => theme.palette.text.secondary};
  }
`;

// Messages are translation keys of the ecommerce area (see the forms toolkit).
const schema = z.object({
  email: z.string().trim().min(1, 'forms.required').pipe(z.email('forms.invalidEmail')),
});

/**
 * Invite a friend by email (for someone who may create referrals): the API mails them the user's
 * referral link and keeps the invitation, listed below; or copy the link.
 */
export function InviteCard() {
  const { t } = useTranslation('ecommerce');
  const { date } = useFormatters();
  const invites = useReferralInvites();
  const send = useSendReferralInvite();
  const form = useZodForm<z.infer<typeof schema>>(schema, 'ecommerce', { defaultValues: { email: '' } });
  const link = invites.data?.link;

  const submit = form.handleSubmit(async ({ email }) => {
    try {
      const invite = await send.mutateAsync({ email });
      toast.success(t('referrals.invite.sent', { email: invite.email }));
      form.reset();
    } catch (e) {
      if (e instanceof ApiError && (e.status === 409 || e.status === 429))
        form.setError('email', {
          type: 'server',
          message: t(e.status === 409 ? 'referrals.invite.already' : 'referrals.invite.tooMany', { email }),
        });
      else applyApiError(e, form, { fields: ['email'] });
    }
  });

  const copy = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link);
      toast.success(t('common.copied'));
    } catch {
      toast.error(t('referrals.copyFailed'));
    }
  };

  return (
    <Card>
      <CardHeader title={t('referrals.invite.title')} />
      <CardContent style={{ display: 'grid', gap: '1.5rem' }}>
        {/* An invitation makes a referral: offered to someone who may create them. */}
        <Can I="create" a="Referral">
          <Row noValidate onSubmit={(e) => void submit(e)}>
            <TextField
              label={t('referrals.invite.email')}
              type="email"
              placeholder="friend@example.com"
              error={form.formState.errors.email?.message}
              {...form.register('email')}
            />
            <Button
              type="submit"
              loading={form.formState.isSubmitting}
              style={{ marginBlockStart: '1.6rem' }}
            >
              {t('referrals.invite.send')}
            </Button>
          </Row>
          {invites.data && (
            <section aria-label={t('referrals.invite.sentList')}>
              {invites.data.invites.length ? (
                <Sent>
                  {invites.data.invites.map((invite) => (
                    <li key={invite.id}>
                      <span dir="ltr">{invite.email}</span>
                      <time dateTime={invite.sentAt}>
                        {date(invite.sentAt, { dateStyle: 'medium', timeStyle: 'short' })}
                      </time>
                    </li>
                  ))}
                </Sent>
              ) : (
                <span>{t('referrals.invite.none')}</span>
              )}
            </section>
          )}
        </Can>
        <Row as="div">
          {link ? (
            <TextField label={t('referrals.invite.link')} value={link} readOnly dir="ltr" />
          ) : (
            <Skeleton $height="2.6rem" aria-label={t('referrals.invite.loading')} />
          )}
          <Button
            variant="tonal"
            startIcon={<IconCopy size={18} />}
            onClick={() => void copy()}
            disabled={!link}
            style={{ marginBlockStart: '1.6rem' }}
          >
            {t('common.copy')}
          </Button>
        </Row>
      </CardContent>
    </Card>
  );
}
