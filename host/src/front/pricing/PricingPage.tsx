import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { FrontPricingResponse } from '@atrium/contracts';
import { Skeleton } from '@atrium/ui/core';
import { FrontLayout } from '../layout/FrontLayout';
import { FrontSection } from '../FrontSection';
import { FaqList } from '../FaqList';
import { PricingPlans } from '../plans/PricingPlans';
import { PlanComparison } from './PlanComparison';
import { PRICING_PLANS_PATH } from '../frontCalls';
import { useApiData } from '../../standalone/useApiData';
import { useDocumentTitle } from '../../app/useDocumentTitle';

const Intro = styled.div`
  padding: 3.5rem 1rem 0;
  text-align: center;
  h1 {
    margin: 0 0 0.75rem;
    font-size: clamp(1.75rem, 4vw, 2.5rem);
  }
  p {
    inline-size: min(100%, 40rem);
    margin: 0 auto;
    color: ${({ theme }) => theme.palette.text.secondary};
  }
`;

/** The pricing page (a public front page): the plans, monthly or yearly, their comparison table and a FAQ. */
export function PricingPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('pricing.title'), t('pricing.description'));
  const pricing = useApiData<FrontPricingResponse>(PRICING_PLANS_PATH);
  const faqs = t('pricing.faq', { returnObjects: true }) as { q: string; a: string }[];
  return (
    <FrontLayout>
      <Intro>
        <h1>{t('pricing.heading')}</h1>
        <p>{t('pricing.subtitle')}</p>
      </Intro>
      <FrontSection id="plans" title={t('pricing.plansTitle')}>
        <PricingPlans plans={pricing} />
      </FrontSection>
      <FrontSection id="compare" tinted title={t('pricing.compare')}>
        {pricing.data ? (
          <PlanComparison pricing={pricing.data} />
        ) : (
          !pricing.error && <Skeleton $height="20rem" />
        )}
      </FrontSection>
      <FrontSection id="pricing-faq" title={t('pricing.faqTitle')}>
        <FaqList items={faqs} />
      </FrontSection>
    </FrontLayout>
  );
}
