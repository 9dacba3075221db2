import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { IconCircleCheck } from '@tabler/icons-react';
import type { FrontPricingResponse, PaymentResponse } from '@atrium/contracts';
import { ButtonAnchor, Card, CardContent, ErrorState, Skeleton } from '@atrium/ui/core';
import { FrontLayout } from '../layout/FrontLayout';
import { paymentChoiceOf } from './paymentPlan';
import { formatPrice } from '../plans/formatPrice';
import { FRONT_PATH } from '../frontPaths';
import { PRICING_PLANS_PATH } from '../frontCalls';
import { useApiData } from '../../standalone/useApiData';
import { useDocumentTitle } from '../../app/useDocumentTitle';

const Layout = styled.div`
  inline-size: min(100% - 2rem, 64rem);
  margin: 2.5rem auto 0;
  h1 {
    margin: 0 0 1.5rem;
    font-size: clamp(1.5rem, 3vw, 2rem);
  }
  .columns {
    display: grid;
    gap: 1.5rem;
    align-items: start;
    @media (min-width: 56rem) {
      grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
    }
  }
  h2 {
    margin: 0 0 1rem;
    font-size: 1.125rem;
  }
  dl {
    display: grid;
    grid-template-columns: auto auto;
    justify-content: space-between;
    gap: 0.5rem 1rem;
    margin: 0 0 1rem;
  }
  dt {
    color: ${({ theme }) => theme.palette.text.secondary};
  }
  dd {
    margin: 0;
    text-align: end;
    font-weight: 500;
  }
  .note {
    margin: 1rem 0 0;
    font-size: 0.875rem;
    color: ${({ theme }) => theme.palette.text.secondary};
  }
`;

const Success = styled(Card)`
  inline-size: min(100%, 32rem);
  margin-inline: auto;
  text-align: center;
  svg {
    color: ${({ theme }) => theme.palette.success.text};
  }
  dl {
    text-align: start;
  }
`;

/** The card's brand as a person reads it (the API answers its id). */
const BRAND_NAMES: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  'american-express': 'American Express',
  discover: 'Discover',
};

/** What the payment made: its reference, the card (brand and last four) and the amount. */
function PaymentDone({ payment, planName }: { payment: PaymentResponse; planName: string }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  // The form is gone: its result takes the focus, so keyboard and screen reader users start there.
  useEffect(() => heading.current?.focus(), []);
  return (
    <Success aria-labelledby="payment-done">
      <CardContent>
        <IconCircleCheck size={56} aria-hidden="true" />
        <h1 id="payment-done" ref={heading} tabIndex={-1} style={{ outline: 'none' }}>
          {t('payment.success')}
        </h1>
        <p>{t('payment.successText', { plan: planName })}</p>
        <dl>
          <dt>{t('payment.reference')}</dt>
          <dd>{payment.reference}</dd>
          <dt>{t('payment.card')}</dt>
          <dd>
            {t('payment.paidWith', {
              brand: BRAND_NAMES[payment.brand] ?? payment.brand,
              last4: payment.last4,
            })}
          </dd>
          <dt>{t('payment.amount')}</dt>
          <dd>{formatPrice(payment.amount)}</dd>
        </dl>
        <ButtonAnchor href="/">{t('payment.toDashboard')}</ButtonAnchor>
      </CardContent>
    </Success>
  );
}

// The card form and what only it needs (its schema library, the card number checks) load beside the
// page instead of before it: the heading and the plan show first, the form a moment later.
const PaymentForm = lazy(() =>
  import(/* webpackChunkName: "payment-form" */ './PaymentForm').then((m) => ({ default: m.PaymentForm })),
);

/**
 * The payment page (a public front page): the plan the address names (`?plan=`, `?period=`; the popular
 * plan monthly by default) and its price, the card and billing address (POST /api/front/payments),
 * then the payment's reference.
 */
export function PaymentPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('payment.title'), t('payment.description'));
  const [{ plan, period }] = useState(() => paymentChoiceOf(window.location.search));
  const pricing = useApiData<FrontPricingResponse>(PRICING_PLANS_PATH);
  const [payment, setPayment] = useState<PaymentResponse | null>(null);
  const offer = pricing.data?.plans.find((p) => p.id === plan);
  const amount = offer ? formatPrice(period === 'yearly' ? offer.yearly : offer.monthly) : '';
  const planName = t(`plans.names.${plan}`);

  return (
    <FrontLayout>
      <Layout>
        {payment ? (
          <PaymentDone payment={payment} planName={planName} />
        ) : (
          <>
            <h1>{t('payment.heading')}</h1>
            <div className="columns">
              <Card>
                <CardContent>
                  <Suspense fallback={<Skeleton $height="32rem" aria-busy="true" />}>
                    <PaymentForm plan={plan} period={period} amount={amount} onPaid={setPayment} />
                  </Suspense>
                  <p className="note">{t('payment.secure')}</p>
                </CardContent>
              </Card>
              <Card aria-labelledby="plan-summary">
                <CardContent>
                  <h2 id="plan-summary">{t('payment.summary')}</h2>
                  {pricing.error ? (
                    <ErrorState message={t('plans.loadError')} onRetry={pricing.retry} />
                  ) : !offer ? (
                    <Skeleton $height="6rem" />
                  ) : (
                    <dl>
                      <dt>{t('payment.plan')}</dt>
                      <dd>{planName}</dd>
                      <dt>{t('payment.billed')}</dt>
                      <dd>{t(`plans.${period}`)}</dd>
                      <dt>{t('payment.total')}</dt>
                      <dd>{amount}</dd>
                    </dl>
                  )}
                  <a href={FRONT_PATH.pricing}>{t('payment.changePlan')}</a>
                </CardContent>
              </Card>
            </div>
          </>
        )}
      </Layout>
    </FrontLayout>
  );
}
