import { useEffect, useState } from 'react';
import { z } from 'zod';
import styled from 'styled-components';
import { IconLink, IconUserPlus } from '@tabler/icons-react';
import { useZodForm } from '@atrium/platform/forms';
import { Avatar, Button, Dialog, DialogActions, Select, Stack, toast } from '@atrium/ui';
import { FormTextField } from '@atrium/ui/forms';
import { useShowcaseTranslation } from '../../showcaseStrings';
import { SHOWCASE_PAGES_NS } from '../strings';
import type { ExampleDialogProps } from './dialogTypes';
import { DialogSubtitle } from './dialogParts';

const ACCESS = ['owner', 'editor', 'viewer'] as const;
type Access = (typeof ACCESS)[number];

interface Member {
  name: string;
  email: string;
  access: Access;
}

const MEMBERS: Member[] = [
  { name: 'Ana Lima', email: 'ana.lima@atrium.dev', access: 'owner' },
  { name: 'Karim Haddad', email: 'karim.haddad@atrium.dev', access: 'editor' },
  { name: 'Chloé Martin', email: 'chloe.martin@atrium.dev', access: 'viewer' },
];

const inviteSchema = z.object({ email: z.email('dialogs.errors.email') });
type InviteForm = z.infer<typeof inviteSchema>;

const InviteRow = styled.form`
  display: flex;
  align-items: flex-start;
  gap: 0.75rem;
  & > :first-child {
    flex: 1;
  }
`;

const Members = styled.ul`
  display: grid;
  gap: 0.75rem;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    align-items: center;
    gap: 0.75rem;
  }
  li > div {
    flex: 1;
    min-inline-size: 0;
  }
  small {
    display: block;
    overflow: hidden;
    text-overflow: ellipsis;
    color: ${({ theme }) => theme.palette.text.secondary};
  }
`;

/** Shares a project: invite by email, each member's access, and the project's link to copy. */
export function ShareProjectDialog({ open, onOpenChange }: ExampleDialogProps) {
  const { t } = useShowcaseTranslation(SHOWCASE_PAGES_NS);
  const [members, setMembers] = useState(MEMBERS);
  const form = useZodForm<InviteForm>(inviteSchema, SHOWCASE_PAGES_NS, { defaultValues: { email: '' } });
  useEffect(() => {
    if (!open) return;
    setMembers(MEMBERS);
    form.reset({ email: '' });
  }, [open, form]);

  const accessOptions = ACCESS.map((value) => ({ value, label: t(`dialogs.share.access.${value}`) }));
  const invite = form.handleSubmit(({ email }) => {
    setMembers((all) => [...all, { name: email.split('@')[0], email, access: 'viewer' }]);
    toast.info(t('dialogs.share.invited', { email }));
    form.reset({ email: '' });
  });
  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(`${window.location.origin}/projects/atrium`);
      toast.success(t('dialogs.share.linkCopied'));
    } catch {
      toast.error(t('dialogs.copyFailed'));
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('dialogs.share.title')}
      description={t('dialogs.share.description')}
    >
      <Stack $gap={1.25}>
        <InviteRow noValidate onSubmit={(e) => void invite(e)}>
          <FormTextField
            control={form.control}
            name="email"
            type="email"
            label={t('dialogs.share.email')}
            placeholder={t('dialogs.share.emailPlaceholder')}
          />
          <Button
            type="submit"
            startIcon={<IconUserPlus size={18} aria-hidden="true" />}
            style={{ marginBlockStart: '1.6rem' }}
          >
            {t('dialogs.share.invite')}
          </Button>
        </InviteRow>
        <DialogSubtitle>{t('dialogs.share.members', { count: members.length })}</DialogSubtitle>
        <Members>
          {members.map((member) => (
            <li key={member.email}>
              <Avatar name={member.name} size={34} />
              <div>
                {member.name}
                <small>{member.email}</small>
              </div>
              <Select
                size="sm"
                aria-label={t('dialogs.share.accessOf', { name: member.name })}
                options={accessOptions}
                value={member.access}
                disabled={member.access === 'owner'}
                onChange={(e) =>
                  setMembers((all) =>
                    all.map((m) =>
                      m.email === member.email ? { ...m, access: e.target.value as Access } : m,
                    ),
                  )
                }
              />
            </li>
          ))}
        </Members>
      </Stack>
      <DialogActions>
        <Button
          variant="tonal"
          startIcon={<IconLink size={18} aria-hidden="true" />}
          onClick={() => void copyLink()}
        >
          {t('dialogs.share.copyLink')}
        </Button>
        <Button onClick={() => onOpenChange(false)}>{t('dialogs.done')}</Button>
      </DialogActions>
    </Dialog>
  );
}
