import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FrontPricingResponse } from '@atrium/contracts';
import { ErrorState, Grid, Skeleton } from '@atrium/ui/core';
import { BillingPeriodSwitch, type BillingPeriod } from './BillingPeriodSwitch';
import { PlanCards } from './PlanCards';

export interface PlansState {
  data?: FrontPricingResponse;
  error?: Error;
  retry: () => void;
}

/** The monthly/yearly switch and the plans priced for it (while they load, their outlines). */
export function PricingPlans({ plans }: { plans: PlansState }) {
  const { t } = useTranslation();
  const [period, setPeriod] = useState<BillingPeriod>('monthly');
  if (plans.error) return <ErrorState message={t('plans.loadError')} onRetry={plans.retry} />;
  return (
    <>
      <BillingPeriodSwitch value={period} onChange={setPeriod} />
      {plans.data ? (
        <PlanCards plans={plans.data.plans} period={period} />
      ) : (
        <Grid $min="15rem" $fill aria-busy="true">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} $height="22rem" />
          ))}
        </Grid>
      )}
    </>
  );
}
