import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { User } from '@atrium/contracts';
import { Can, useFormatters } from '@atrium/platform';
import { Button, Card, CardContent, CardHeader, Chip, toast } from '@atrium/ui';
import { UpgradePlanDialog } from '../../account';
import { PLAN_PRICES, PlanFeatureList } from '../../pricing';
import { usePatchUser } from '../api/patchUser';

const Price = styled.p`
  margin: 0 0 1rem;
  strong {
    font-size: 1.75rem;
    font-weight: 600;
    /* Not the primary colour: the gold is too light for text on a light card. */
    color: ${({ theme }) => theme.palette.text.primary};
  }
  span {
    color: ${({ theme }) => theme.palette.text.secondary};
  }
`;

const Features = styled(PlanFeatureList)`
  margin: 0 0 1.5rem;
`;

/** The user's plan: its price and what it includes, and Upgrade (a plan chosen in a dialog, PATCH). */
export function UserPlanCard({ user }: { user: User }) {
  const { t } = useTranslation('admin');
  const { money } = useFormatters();
  const patch = usePatchUser(user.id);
  const [choosing, setChoosing] = useState(false);
  const plan = user.currentPlan;
  return (
    <Card>
      <CardHeader
        title={t('users.planTitle')}
        action={<Chip color="primary">{t(`users.plan.${plan}`)}</Chip>}
      />
      <CardContent>
        <Price>
          <strong>{money(PLAN_PRICES[plan].monthly)}</strong> <span>{t('users.perMonth')}</span>
        </Price>
        <Features compact plan={plan} label={t('users.planIncludes', { plan: t(`users.plan.${plan}`) })} />
        <Can I="update" a="User">
          <Button fullWidth onClick={() => (patch.reset(), setChoosing(true))}>
            {t('account.upgradePlan')}
          </Button>
        </Can>
      </CardContent>
      <UpgradePlanDialog
        open={choosing}
        onOpenChange={setChoosing}
        current={plan}
        saving={patch.isPending}
        error={patch.error?.message ?? null}
        onConfirm={(choice) =>
          patch.mutate(
            { currentPlan: choice },
            {
              onSuccess: (saved) => {
                setChoosing(false);
                toast.success(
                  t('users.planChanged', {
                    name: saved.fullName,
                    plan: t(`users.plan.${saved.currentPlan}`),
                  }),
                );
              },
            },
          )
        }
      />
    </Card>
  );
}
