import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { IconCheck, IconX } from '@tabler/icons-react';
import type { ChatContact, ChatProfileUser } from '@atrium/contracts';
import { Chip } from '@atrium/ui';
import { STATUS_COLORS } from '../chatFormat';
import { PresenceAvatar } from './PresenceAvatar';

const Root = styled.div`
  display: grid;
  justify-items: center;
  gap: 0.5rem;
  text-align: center;
  h3 {
    margin: 0.5rem 0 0;
    font-size: 1.125rem;
    font-weight: 500;
  }
  .role {
    color: ${({ theme }) => theme.palette.text.secondary};
  }
`;

const Section = styled.section`
  inline-size: 100%;
  margin-block-start: 1rem;
  text-align: start;
  h4 {
    margin: 0 0 0.5rem;
    font-size: 0.8125rem;
    font-weight: 500;
    text-transform: uppercase;
    color: ${({ theme }) => theme.palette.text.disabled};
  }
  p {
    margin: 0;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 0.5rem;
  }
  li {
    display: flex;
    align-items: center;
    gap: 0.5rem;
  }
`;

/** A person's card: avatar and presence, name, role, about; for the profile user, the account settings too. */
export function PersonCard({ person }: { person: ChatContact | ChatProfileUser }) {
  const { t } = useTranslation('chat');
  const settings = 'settings' in person ? person.settings : null;
  const setting = (on: boolean, label: string) => (
    <li>
      {on ? <IconCheck size={18} aria-hidden="true" /> : <IconX size={18} aria-hidden="true" />}
      <span>
        {label}: {on ? t('profile.on') : t('profile.off')}
      </span>
    </li>
  );
  return (
    <Root>
      <PresenceAvatar name={person.fullName} src={person.avatar} status={person.status} size={84} />
      <h3>{person.fullName}</h3>
      <div className="role">{person.role}</div>
      <Chip color={STATUS_COLORS[person.status]}>{t(`status.${person.status}`)}</Chip>
      <Section>
        <h4>{t('profile.about')}</h4>
        <p>{person.about}</p>
      </Section>
      {settings && (
        <Section>
          <h4>{t('profile.settings')}</h4>
          <ul>
            {setting(settings.isTwoStepAuthVerificationEnabled, t('profile.twoStep'))}
            {setting(settings.isNotificationsOn, t('profile.notifications'))}
          </ul>
        </Section>
      )}
    </Root>
  );
}
