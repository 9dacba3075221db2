import { z } from 'zod';
import { Can } from '@atrium/platform';
import { useZodForm } from '@atrium/platform/forms';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { IconCopy } from '@tabler/icons-react';
import { Button, Card, CardContent, CardHeader, TextField, toast } from '@atrium/ui';

const Row = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: 0.75rem;
  & > :first-child {
    flex: 1 1 14rem;
  }
`;

export const REFERRAL_LINK = 'https://atrium.example.com/r/admin-5c2a9';

// Messages are translation keys of the ecommerce area (see the forms toolkit).
const schema = z.object({
  email: z.string().trim().min(1, 'forms.required').pipe(z.email('forms.invalidEmail')),
});

/** Invite a friend by email (validated; for someone who may create referrals), or copy the referral link. */
export function InviteCard() {
  const { t } = useTranslation('ecommerce');
  const form = useZodForm<z.infer<typeof schema>>(schema, 'ecommerce', { defaultValues: { email: '' } });

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(REFERRAL_LINK);
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
          <Row
            noValidate
            onSubmit={form.handleSubmit(({ email }) => {
              toast.success(t('referrals.invite.sent', { email }));
              form.reset();
            })}
          >
            <TextField
              label={t('referrals.invite.email')}
              type="email"
              placeholder="friend@example.com"
              error={form.formState.errors.email?.message}
              {...form.register('email')}
            />
            <Button type="submit" style={{ marginBlockStart: '1.6rem' }}>
              {t('referrals.invite.send')}
            </Button>
          </Row>
        </Can>
        <Row as="div">
          <TextField label={t('referrals.invite.link')} value={REFERRAL_LINK} readOnly dir="ltr" />
          <Button
            variant="tonal"
            startIcon={<IconCopy size={18} />}
            onClick={() => void copy()}
            style={{ marginBlockStart: '1.6rem' }}
          >
            {t('common.copy')}
          </Button>
        </Row>
      </CardContent>
    </Card>
  );
}
