import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { IconBriefcase, IconCalendar, IconMapPin } from '@tabler/icons-react';
import { Avatar, Card, ErrorState, Skeleton } from '@atrium/ui';
import { useProfileHeader } from '../api/getProfile';

const Cover = styled.div<{ $src: string }>`
  block-size: 10rem;
  border-start-start-radius: inherit;
  border-start-end-radius: inherit;
  background-color: ${({ theme }) => theme.palette.primary.tonal};
  background-image: ${({ $src }) => ($src ? `url("${encodeURI($src)}")` : 'none')};
  background-size: cover;
  background-position: center;
`;

const Body = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 1.25rem;
  padding: 0 1.5rem 1.5rem;
  margin-block-start: -2.5rem;
`;

const Frame = styled.div`
  border-radius: 50%;
  box-shadow: 0 0 0 4px ${({ theme }) => theme.palette.background.paper};
`;

const Who = styled.div`
  flex: 1;
  min-inline-size: 14rem;
  h1 {
    margin: 0 0 0.5rem;
    font-size: 1.5rem;
    font-weight: 500;
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem 1.25rem;
    margin: 0;
    padding: 0;
    list-style: none;
    color: ${({ theme }) => theme.palette.text.secondary};
  }
  li {
    display: inline-flex;
    align-items: center;
    gap: 0.375rem;
  }
`;

/** The profile's cover, picture, name, designation, location and joining date. */
export function ProfileHeaderCard() {
  const { t } = useTranslation('admin');
  const header = useProfileHeader();
  if (header.isLoading) return <Skeleton $height="15rem" />;
  if (header.error || !header.data) {
    return (
      <Card>
        <ErrorState message={header.error?.message} onRetry={() => void header.refetch()} />
      </Card>
    );
  }
  const h = header.data;
  return (
    <Card>
      <Cover $src={h.coverImg} />
      <Body>
        <Frame>
          <Avatar name={h.fullName} src={h.profileImg || undefined} size={110} />
        </Frame>
        <Who>
          <h1>{h.fullName}</h1>
          <ul>
            <li>
              <IconBriefcase size={18} aria-hidden="true" />
              {t(`users.role.${h.designation}`, { defaultValue: h.designation })}
            </li>
            <li>
              <IconMapPin size={18} aria-hidden="true" />
              {h.location}
            </li>
            {h.joiningDate && (
              <li>
                <IconCalendar size={18} aria-hidden="true" />
                {t('profile.joined', { date: h.joiningDate })}
              </li>
            )}
          </ul>
        </Who>
      </Body>
    </Card>
  );
}
