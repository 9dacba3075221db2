import styled from 'styled-components';
import {
  IconBrandPaypal,
  IconBuildingBank,
  IconCalendarEvent,
  IconClock,
  IconCreditCard,
  IconMail,
  IconMessage,
  IconPresentation,
  IconWallet,
} from '@tabler/icons-react';
import { useFormatters } from '@atrium/platform';
import {
  Avatar,
  AvatarGroup,
  Button,
  Card,
  CardActions,
  CardContent,
  CardHeader,
  CircularProgress,
  IconButton,
  LinearProgress,
  type ColorName,
} from '@atrium/ui';
import { useShowcaseTranslation } from '../showcaseStrings';
import { SHOWCASE_CARDS_NS } from './strings';
import { CardGrid, CardMedia, Muted } from './cardParts';

const Rows = styled.ul`
  display: grid;
  gap: 1.125rem;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    align-items: center;
    gap: 0.75rem;
  }
`;

const Grow = styled.div`
  flex: 1;
  min-inline-size: 0;
  small {
    display: block;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    color: ${({ theme }) => theme.palette.text.secondary};
  }
`;

const Amount = styled.span<{ $color: ColorName }>`
  font-weight: 500;
  color: ${({ theme, $color }) => theme.palette[$color].text};
`;

const Facts = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 1.5rem;
  margin-block: 1rem;
  div {
    display: flex;
    align-items: center;
    gap: 0.5rem;
  }
  small {
    display: block;
    color: ${({ theme }) => theme.palette.text.secondary};
  }
`;

const Team = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  margin-block-start: 1rem;
`;

const CONTACTS = [
  { name: 'Ana Lima', email: 'ana.lima@atrium.dev' },
  { name: 'Karim Haddad', email: 'karim.haddad@atrium.dev' },
  { name: 'Chloé Martin', email: 'chloe.martin@atrium.dev' },
  { name: 'Yusuf Demir', email: 'yusuf.demir@atrium.dev' },
];

const TRANSACTIONS = [
  { key: 'paypal', icon: IconBrandPaypal, color: 'primary', amount: 82.6 },
  { key: 'wallet', icon: IconWallet, color: 'success', amount: 270.69 },
  { key: 'transfer', icon: IconBuildingBank, color: 'info', amount: 637.91 },
  { key: 'card', icon: IconCreditCard, color: 'error', amount: -838.71 },
] as const;

const ASSIGNMENTS = [
  { key: 'design', value: 72, color: 'primary' },
  { key: 'research', value: 48, color: 'success' },
  { key: 'writing', value: 15, color: 'error' },
  { key: 'testing', value: 24, color: 'info' },
] as const;

const WEBINAR_START = new Date(2026, 11, 17, 17, 0);

export default function CardAdvanceDemo() {
  const { t } = useShowcaseTranslation(SHOWCASE_CARDS_NS);
  const { money, date, number } = useFormatters();
  return (
    <CardGrid $min="20rem">
      <Card>
        <CardHeader title={t('advance.contacts.title')} subtitle={t('advance.contacts.subtitle')} />
        <CardContent>
          <Rows>
            {CONTACTS.map((c) => (
              <li key={c.email}>
                <Avatar name={c.name} />
                <Grow>
                  {c.name}
                  <small>{c.email}</small>
                </Grow>
                <IconButton size="sm" aria-label={t('advance.contacts.mail', { name: c.name })}>
                  <IconMail size={18} aria-hidden="true" />
                </IconButton>
                <IconButton size="sm" aria-label={t('advance.contacts.message', { name: c.name })}>
                  <IconMessage size={18} aria-hidden="true" />
                </IconButton>
              </li>
            ))}
          </Rows>
        </CardContent>
      </Card>

      <Card>
        <CardHeader title={t('advance.transactions.title')} subtitle={t('advance.transactions.subtitle')} />
        <CardContent>
          <Rows>
            {TRANSACTIONS.map(({ key, icon: Icon, color, amount }) => (
              <li key={key}>
                <Avatar name={null} color={color} icon={<Icon size={20} aria-hidden="true" />} />
                <Grow>
                  {t(`advance.transactions.${key}`)}
                  <small>{t(`advance.transactions.${key}Detail`)}</small>
                </Grow>
                <Amount $color={amount < 0 ? 'error' : 'success'}>
                  {amount > 0 ? '+' : ''}
                  {money(amount)}
                </Amount>
              </li>
            ))}
          </Rows>
        </CardContent>
      </Card>

      <Card>
        <CardMedia icon={IconPresentation} color="info" />
        <CardHeader title={t('advance.webinar.title')} />
        <CardContent>
          <Muted>{t('advance.webinar.text')}</Muted>
          <Facts>
            <div>
              <Avatar name={null} color="primary" icon={<IconCalendarEvent size={20} aria-hidden="true" />} />
              <span>
                {date(WEBINAR_START, { dateStyle: 'medium' })}
                <small>{t('advance.webinar.date')}</small>
              </span>
            </div>
            <div>
              <Avatar name={null} color="primary" icon={<IconClock size={20} aria-hidden="true" />} />
              <span>
                {t('advance.webinar.minutes', { count: 32, formatted: number(32) })}
                <small>{t('advance.webinar.duration')}</small>
              </span>
            </div>
          </Facts>
        </CardContent>
        <CardActions>
          <Button fullWidth>{t('advance.webinar.join')}</Button>
        </CardActions>
      </Card>

      <Card>
        <CardHeader title={t('advance.assignments.title')} subtitle={t('advance.assignments.subtitle')} />
        <CardContent>
          <Rows>
            {ASSIGNMENTS.map(({ key, value, color }) => (
              <li key={key}>
                <CircularProgress value={value} size={48} aria-label={t(`advance.assignments.${key}`)} />
                <Grow>
                  {t(`advance.assignments.${key}`)}
                  <small>{t('advance.assignments.tasks', { count: Math.round(value / 4) })}</small>
                  <LinearProgress
                    value={value}
                    color={color}
                    height={4}
                    aria-label={t(`advance.assignments.${key}`)}
                  />
                </Grow>
              </li>
            ))}
          </Rows>
        </CardContent>
      </Card>

      <Card>
        <CardHeader title={t('advance.project.title')} subtitle={t('advance.project.subtitle')} />
        <CardContent>
          <Muted>{t('advance.project.text')}</Muted>
          <Team>
            <AvatarGroup people={CONTACTS} max={3} />
            <span>{t('advance.project.progress', { value: number(0.68, { style: 'percent' }) })}</span>
          </Team>
          <LinearProgress value={68} color="success" aria-label={t('advance.project.title')} />
        </CardContent>
      </Card>
    </CardGrid>
  );
}
