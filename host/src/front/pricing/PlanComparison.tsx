import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { IconCheck, IconMinus } from '@tabler/icons-react';
import type { FrontPricingResponse } from '@atrium/contracts';
import { VisuallyHidden } from '@atrium/ui/core';

const Scroll = styled.div`
  overflow-x: auto;
  border-radius: ${({ theme }) => theme.radius.lg}px;
  background: ${({ theme }) => theme.palette.background.paper};
  box-shadow: ${({ theme }) => theme.shadows[1]};
`;

const Table = styled.table`
  inline-size: 100%;
  border-collapse: collapse;
  th,
  td {
    padding: 0.875rem 1rem;
    text-align: center;
    border-block-end: 1px solid ${({ theme }) => theme.palette.divider};
  }
  th[scope='row'] {
    text-align: start;
    font-weight: 500;
  }
  thead th {
    font-weight: 600;
  }
  .yes {
    color: ${({ theme }) => theme.palette.success.text};
  }
  .no {
    color: ${({ theme }) => theme.palette.text.disabled};
  }
`;

/** Limits that differ by plan (the others are included or not). */
const LIMITED = new Set(['users', 'storage']);

/** The plans compared feature by feature: a table with a header for each plan and each feature. */
export function PlanComparison({ pricing }: { pricing: FrontPricingResponse }) {
  const { t } = useTranslation();
  return (
    <Scroll tabIndex={0} role="group" aria-labelledby="compare-title">
      <Table>
        <caption>
          <VisuallyHidden>{t('pricing.compare')}</VisuallyHidden>
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('pricing.feature')}</th>
            {pricing.plans.map((plan) => (
              <th key={plan.id} scope="col">
                {t(`plans.names.${plan.id}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {pricing.features.map((feature) => (
            <tr key={feature}>
              <th scope="row">{t(`plans.features.${feature}`)}</th>
              {pricing.plans.map((plan) => (
                <td key={plan.id}>
                  {LIMITED.has(feature) ? (
                    t(`plans.limits.${feature}.${plan.id}`)
                  ) : plan.features.includes(feature) ? (
                    <span className="yes">
                      <IconCheck size={20} aria-hidden="true" />
                      <VisuallyHidden>{t('pricing.included')}</VisuallyHidden>
                    </span>
                  ) : (
                    <span className="no">
                      <IconMinus size={20} aria-hidden="true" />
                      <VisuallyHidden>{t('pricing.notIncluded')}</VisuallyHidden>
                    </span>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
    </Scroll>
  );
}
