import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { USER_PLANS } from '@atrium/contracts';
import { useListState } from '@atrium/platform';
import { Chip, Grid, PageHeader, Switch } from '@atrium/ui';
import { ANNUAL_DISCOUNT, POPULAR_PLAN, type BillingPeriod } from './plans';
import { PlanCard } from './components/PlanCard';

const Period = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: 0.75rem;
  margin-block: 1rem 2rem;
`;

const Columns = styled(Grid).attrs({ $min: '15rem' })`
  align-items: start;
`;

/** Pricing: the four plans, monthly or annual (the choice is kept in the URL). */
export default function PricingPage() {
  const { t } = useTranslation('admin');
  const list = useListState();
  const period: BillingPeriod = list.filters.period === 'annual' ? 'annual' : 'monthly';
  return (
    <>
      <PageHeader title={t('pricing.title')} subtitle={t('pricing.subtitle')} />
      <Period>
        <span aria-hidden="true">{t('pricing.monthly')}</span>
        <Switch
          checked={period === 'annual'}
          onCheckedChange={(annual) => list.update({ period: annual ? 'annual' : undefined })}
          aria-label={t('pricing.annualBilling')}
        />
        <span aria-hidden="true">{t('pricing.annually')}</span>
        <Chip color="success">{t('pricing.save', { percent: Math.round(ANNUAL_DISCOUNT * 100) })}</Chip>
      </Period>
      <Columns>
        {USER_PLANS.map((plan) => (
          <PlanCard
            key={plan}
            plan={plan}
            period={period}
            popular={plan === POPULAR_PLAN}
            current={plan === 'basic'}
          />
        ))}
      </Columns>
    </>
  );
}
