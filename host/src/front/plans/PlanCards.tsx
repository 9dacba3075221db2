import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { IconCheck } from '@tabler/icons-react';
import type { FrontPricingPlan } from '@atrium/contracts';
import { ButtonAnchor, Card, CardContent, Chip, Grid } from '@atrium/ui/core';
import type { BillingPeriod } from './BillingPeriodSwitch';
import { formatPrice } from './formatPrice';
import { FRONT_PATH } from '../frontPaths';

const Plan = styled(Card)<{ $popular: boolean }>`
  border: 2px solid ${({ theme, $popular }) => ($popular ? theme.palette.primary.main : 'transparent')};
  h3 {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 0.5rem;
    margin: 0;
    font-size: 1.25rem;
  }
  .description {
    margin: 0.25rem 0 1rem;
    color: ${({ theme }) => theme.palette.text.secondary};
  }
  .price {
    margin: 0 0 1rem;
    font-size: 2rem;
    font-weight: 700;
    color: ${({ theme }) => theme.palette.primary.text};
  }
  .price small {
    font-size: 0.9375rem;
    font-weight: 400;
    color: ${({ theme }) => theme.palette.text.secondary};
  }
  ul {
    list-style: none;
    margin: 0 0 1.5rem;
    padding: 0;
    display: grid;
    gap: 0.5rem;
  }
  li {
    display: flex;
    gap: 0.5rem;
    align-items: center;
  }
  li svg {
    color: ${({ theme }) => theme.palette.success.text};
  }
`;

/** The plan's price for the period: free, a month's, or a year's. */
export function PlanPrice({ plan, period }: { plan: FrontPricingPlan; period: BillingPeriod }) {
  const { t } = useTranslation();
  if (plan.monthly === 0) return <>{t('plans.free')}</>;
  return (
    <>
      {formatPrice(period === 'yearly' ? plan.yearly : plan.monthly)}
      <small>{t(period === 'yearly' ? 'plans.perYear' : 'plans.perMonth')}</small>
    </>
  );
}

/** The plans side by side, priced for the period, each leading to its payment. */
export function PlanCards({ plans, period }: { plans: FrontPricingPlan[]; period: BillingPeriod }) {
  const { t } = useTranslation();
  return (
    <Grid $min="15rem" $fill>
      {plans.map((plan) => {
        const name = t(`plans.names.${plan.id}`);
        return (
          <Plan key={plan.id} $popular={plan.popular} aria-labelledby={`plan-${plan.id}`}>
            <CardContent>
              <h3 id={`plan-${plan.id}`}>
                {name}
                {plan.popular && <Chip>{t('plans.popular')}</Chip>}
              </h3>
              <p className="description">{t(`plans.descriptions.${plan.id}`)}</p>
              <p className="price" data-testid={`price-${plan.id}`}>
                <PlanPrice plan={plan} period={period} />
              </p>
              <ul>
                {plan.features.map((feature) => (
                  <li key={feature}>
                    <IconCheck size={18} aria-hidden="true" />
                    {t(`plans.features.${feature}`)}
                  </li>
                ))}
              </ul>
              <ButtonAnchor
                href={`${FRONT_PATH.payment}?plan=${plan.id}&period=${period}`}
                variant={plan.popular ? 'contained' : 'tonal'}
                style={{ inlineSize: '100%' }}
              >
                {t('plans.choose', { plan: name })}
              </ButtonAnchor>
            </CardContent>
          </Plan>
        );
      })}
    </Grid>
  );
}
