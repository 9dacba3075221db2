import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { UserPlan } from '@atrium/contracts';
import { useFormatters } from '@atrium/platform';
import { ButtonLink, Card, CardContent, Chip } from '@atrium/ui';
import { planPrice, type BillingPeriod } from '../plans';
import { PlanFeatureList } from './PlanFeatureList';

const Root = styled(Card)<{ $popular: boolean }>`
  border: ${({ theme, $popular }) => ($popular ? `2px solid ${theme.palette.primary.main}` : undefined)};
  h2 {
    margin: 0;
    font-size: 1.25rem;
    font-weight: 500;
    text-align: center;
  }
`;

const Price = styled.p`
  margin: 1rem 0 0;
  text-align: center;
  strong {
    font-size: 2.5rem;
    font-weight: 600;
    /* The readable shade of the primary: the gold itself is too light for text on the card (light mode). */
    color: ${({ theme }) => theme.palette.primary.text};
  }
  span {
    color: ${({ theme }) => theme.palette.text.secondary};
  }
`;

const Yearly = styled.p`
  margin: 0.25rem 0 0;
  min-block-size: 1.25rem;
  text-align: center;
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.palette.text.secondary};
`;

const Features = styled(PlanFeatureList)`
  margin: 1.5rem 0;
`;

const Badge = styled.div`
  display: flex;
  justify-content: flex-end;
  min-block-size: 1.5rem;
`;

/** One plan: its price for the period, what it includes and a way to choose it. */
export function PlanCard({
  plan,
  period,
  popular,
  current,
}: {
  plan: UserPlan;
  period: BillingPeriod;
  popular: boolean;
  current: boolean;
}) {
  const { t } = useTranslation('admin');
  const { money } = useFormatters();
  const price = planPrice(plan, period);
  const name = t(`users.plan.${plan}`);
  return (
    <Root as="article" aria-label={name} $popular={popular}>
      <CardContent>
        <Badge>{popular && <Chip color="primary">{t('pricing.popular')}</Chip>}</Badge>
        <h2>{name}</h2>
        <Price>
          <strong data-testid={`price-${plan}`}>{money(price.perMonth)}</strong>{' '}
          <span>{t('pricing.perMonth')}</span>
        </Price>
        <Yearly>
          {period === 'annual' && price.perYear > 0
            ? t('pricing.billedYearly', { total: money(price.perYear) })
            : ''}
        </Yearly>
        <Features plan={plan} label={t('pricing.includes', { plan: name })} />
        <ButtonLink
          to="/pages/account-settings/billing-plans"
          variant={current ? 'tonal' : popular ? 'contained' : 'outlined'}
          color={current ? 'success' : 'primary'}
          aria-label={
            current ? t('pricing.currentPlanOf', { plan: name }) : t('pricing.choosePlan', { plan: name })
          }
          style={{ inlineSize: '100%', justifyContent: 'center' }}
        >
          {current ? t('pricing.currentPlan') : t('pricing.upgrade')}
        </ButtonLink>
      </CardContent>
    </Root>
  );
}
