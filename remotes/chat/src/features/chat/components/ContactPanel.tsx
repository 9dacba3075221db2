import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { IconMail, IconPhone } from '@tabler/icons-react';
import type { ChatContact } from '@atrium/contracts';
import { Chip, VisuallyHidden } from '@atrium/ui';
import { STATUS_COLORS } from '../chatFormat';
import { PresenceAvatar } from './PresenceAvatar';
import { PanelHead, PanelSection } from './panelParts';

const Details = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.625rem;
  li {
    display: flex;
    align-items: center;
    gap: 0.5rem;
  }
  a {
    color: ${({ theme }) => theme.palette.primary.text};
  }
`;

const Media = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 0.5rem;
  img {
    display: block;
    inline-size: 100%;
    aspect-ratio: 1;
    object-fit: contain;
    border-radius: ${({ theme }) => theme.radius.md}px;
    background: ${({ theme }) => theme.palette.action.hover};
  }
`;

/** A contact's panel: presence, about, how to reach them, and the pictures shared (only if there are any). */
export function ContactPanel({ contact }: { contact: ChatContact }) {
  const { t } = useTranslation('chat');
  const media = contact.sharedMedia ?? [];
  return (
    <div>
      <PanelHead>
        <PresenceAvatar name={contact.fullName} src={contact.avatar} status={contact.status} size={84} />
        <h3>{contact.fullName}</h3>
        <div className="role">{contact.role}</div>
        <Chip color={STATUS_COLORS[contact.status]}>{t(`status.${contact.status}`)}</Chip>
      </PanelHead>
      <PanelSection aria-labelledby="chat-contact-about">
        <h4 id="chat-contact-about">{t('profile.about')}</h4>
        <p dir="auto">{contact.about}</p>
      </PanelSection>
      {(contact.email || contact.phone) && (
        <PanelSection aria-labelledby="chat-contact-details">
          <h4 id="chat-contact-details">{t('contact.details')}</h4>
          <Details>
            {contact.email && (
              <li>
                <IconMail size={18} aria-hidden="true" />
                {/* The icon names the detail for the eye; these words for a screen reader. */}
                <VisuallyHidden>{t('contact.email')}: </VisuallyHidden>
                <a href={`mailto:${contact.email}`}>{contact.email}</a>
              </li>
            )}
            {contact.phone && (
              <li>
                <IconPhone size={18} aria-hidden="true" />
                <VisuallyHidden>{t('contact.phone')}: </VisuallyHidden>
                <a href={`tel:${contact.phone.replace(/[^+\d]/g, '')}`} dir="ltr">
                  {contact.phone}
                </a>
              </li>
            )}
          </Details>
        </PanelSection>
      )}
      {media.length > 0 && (
        <PanelSection aria-labelledby="chat-contact-media">
          <h4 id="chat-contact-media">{t('contact.media')}</h4>
          <Media>
            {media.map((m) => (
              <li key={m.src}>
                <img src={m.src} alt={m.name} loading="lazy" />
              </li>
            ))}
          </Media>
        </PanelSection>
      )}
    </div>
  );
}
