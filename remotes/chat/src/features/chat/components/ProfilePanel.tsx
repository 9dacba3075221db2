import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { z } from 'zod';
import {
  CHAT_STATUSES,
  chatAboutSchema,
  type ChatProfileUpdate,
  type ChatProfileUser,
  type ChatStatus,
} from '@atrium/contracts';
import { Button, Radio, RadioGroup, Switch, Textarea, toast } from '@atrium/ui';
import { useAbility } from '@atrium/platform';
import { useZodForm } from '@atrium/platform/forms';
import { useUpdateChatProfile } from '../api/updateProfile';
import { PresenceAvatar } from './PresenceAvatar';
import { PanelHead, PanelSection } from './panelParts';

const AboutForm = styled.form`
  display: grid;
  gap: 0.75rem;
  justify-items: start;
`;

const aboutSchema = z.object({ about: chatAboutSchema });
type AboutValues = z.infer<typeof aboutSchema>;

/**
 * The signed-in user's panel: presence (saved as soon as it is chosen), about (saved with its button)
 * and the notifications setting (saved when switched). Someone who may not write in the chat reads it.
 */
export function ProfilePanel({ me }: { me: ChatProfileUser }) {
  const { t } = useTranslation('chat');
  const canEdit = useAbility().can('create', 'Chat');
  const update = useUpdateChatProfile();
  const form = useZodForm<AboutValues>(aboutSchema, 'chat', { values: { about: me.about } });

  // While a save is on its way the controls already show the choice.
  const pending: ChatProfileUpdate | undefined = update.isPending ? update.variables : undefined;
  const status = pending?.status ?? me.status;
  const notificationsOn = pending?.settings?.isNotificationsOn ?? me.settings.isNotificationsOn;

  const save = async (change: ChatProfileUpdate, done?: string) => {
    try {
      await update.mutateAsync(change);
      if (done) toast.success(done);
    } catch (e) {
      toast.error(
        e instanceof Error && e.message
          ? t('profile.saveFailedWith', { message: e.message })
          : t('profile.saveFailed'),
      );
    }
  };

  const saveAbout = form.handleSubmit(({ about }) => save({ about }, t('profile.aboutSaved')));

  return (
    <div>
      <PanelHead>
        <PresenceAvatar name={me.fullName} src={me.avatar} status={status} size={84} />
        <h3>{me.fullName}</h3>
        <div className="role">{me.role}</div>
      </PanelHead>
      <PanelSection>
        <RadioGroup
          label={t('profile.status')}
          value={status}
          onValueChange={(value) => void save({ status: value as ChatStatus })}
          disabled={!canEdit}
        >
          {CHAT_STATUSES.map((s) => (
            <Radio key={s} value={s} label={t(`status.${s}`)} />
          ))}
        </RadioGroup>
      </PanelSection>
      <PanelSection aria-labelledby="chat-profile-about">
        <h4 id="chat-profile-about">{t('profile.about')}</h4>
        {canEdit ? (
          <AboutForm onSubmit={(e) => void saveAbout(e)} noValidate>
            <Textarea
              aria-labelledby="chat-profile-about"
              rows={3}
              dir="auto"
              error={form.formState.errors.about?.message}
              {...form.register('about')}
              style={{ inlineSize: '100%' }}
            />
            <Button type="submit" size="sm" variant="tonal" loading={form.formState.isSubmitting}>
              {t('profile.saveAbout')}
            </Button>
          </AboutForm>
        ) : (
          <p dir="auto">{me.about}</p>
        )}
      </PanelSection>
      <PanelSection aria-labelledby="chat-profile-settings">
        <h4 id="chat-profile-settings">{t('profile.settings')}</h4>
        <Switch
          label={t('profile.notifications')}
          checked={notificationsOn}
          disabled={!canEdit}
          onCheckedChange={(on) => void save({ settings: { isNotificationsOn: on } })}
        />
      </PanelSection>
    </div>
  );
}
