import { useState } from 'react';
import styled from 'styled-components';
import { USER_PLANS } from '@atrium/contracts';
import { Chip, Dialog, Grid, Switch } from '@atrium/ui';
import { ANNUAL_DISCOUNT, PlanCard, POPULAR_PLAN, type BillingPeriod } from '../../../pricing';
import { useShowcaseTranslation } from '../../showcaseStrings';
import { SHOWCASE_PAGES_NS } from '../strings';
import type { ExampleDialogProps } from './dialogTypes';

const Period = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: 0.75rem;
  margin-block: 0.5rem 1.5rem;
`;

const Plans = styled(Grid).attrs({ $min: '13rem', $gap: 1 })`
  align-items: start;
`;

/** The pricing page's plans in a dialog: the same plan cards, monthly or annual. */
export function PricingDialog({ open, onOpenChange }: ExampleDialogProps) {
  const { t } = useShowcaseTranslation(SHOWCASE_PAGES_NS);
  const [period, setPeriod] = useState<BillingPeriod>('monthly');
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('dialogs.pricing.title')}
      description={t('dialogs.pricing.description')}
      size="xl"
    >
      <Period>
        <Switch
          checked={period === 'annual'}
          onCheckedChange={(annual) => setPeriod(annual ? 'annual' : 'monthly')}
          label={t('dialogs.pricing.annual')}
        />
        <Chip color="success">
          {t('dialogs.pricing.save', { percent: Math.round(ANNUAL_DISCOUNT * 100) })}
        </Chip>
      </Period>
      <Plans>
        {USER_PLANS.map((plan) => (
          <PlanCard
            key={plan}
            plan={plan}
            period={period}
            popular={plan === POPULAR_PLAN}
            current={plan === 'basic'}
          />
        ))}
      </Plans>
    </Dialog>
  );
}
