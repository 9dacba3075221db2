import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useAbility } from '@atrium/platform';
import { Card, CardContent, CardHeader, Grid } from '@atrium/ui';
import { DESTINATIONS } from './destinations';

const Tile = styled(Link)`
  display: flex;
  gap: 0.75rem;
  align-items: flex-start;
  padding: 0.875rem 1rem;
  border: 1px solid ${({ theme }) => theme.palette.divider};
  border-radius: ${({ theme }) => theme.radius.md}px;
  color: inherit;
  text-decoration: none;
  &:hover,
  &:focus-visible {
    border-color: ${({ theme }) => theme.palette.primary.main};
  }
  svg {
    flex: none;
    color: ${({ theme }) => theme.palette.primary.main};
  }
  strong {
    display: block;
    font-weight: 500;
  }
  span {
    font-size: 0.8125rem;
    color: ${({ theme }) => theme.palette.text.secondary};
  }
`;

/** Where to go from here: the area's pages the user may open (the others are not offered). */
export function DestinationsCard() {
  const { t } = useTranslation('admin');
  const ability = useAbility();
  const allowed = DESTINATIONS.filter((d) => ability.can(d.action, d.subject));
  if (!allowed.length) return null;
  return (
    <Card>
      <CardHeader title={t('dashboard.goTitle')} />
      <CardContent>
        <Grid as="nav" aria-label={t('dashboard.goTitle')} $min="14rem" $gap={1}>
          {allowed.map(({ to, title, text, icon: Icon }) => (
            <Tile key={to} to={to}>
              <Icon size={22} aria-hidden="true" />
              <div>
                <strong>{t(title)}</strong>
                <span>{t(text)}</span>
              </div>
            </Tile>
          ))}
        </Grid>
      </CardContent>
    </Card>
  );
}
