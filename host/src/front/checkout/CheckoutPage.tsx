import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { IconCircleCheck } from '@tabler/icons-react';
import type { CheckoutResponse } from '@atrium/contracts';
import { ApiError } from '@atrium/platform';
import { ButtonAnchor, Card, CardContent, Stepper } from '@atrium/ui/core';
import type { FormLevelError } from '@atrium/ui/forms';
import { FrontLayout } from '../layout/FrontLayout';
import { CartStep } from './CartStep';
import { AddressStep, EMPTY_ADDRESS, type DeliveryAddress } from './AddressStep';
import { PaymentStep, type PaymentMethod } from './PaymentStep';
import { OrderSummary } from './OrderSummary';
import { SAMPLE_CART, cartTotals, type CartLine } from './cart';
import { placeOrder } from '../frontCalls';
import { formatPrice } from '../plans/formatPrice';
import { FRONT_PATH } from '../frontPaths';
import { useSubmission } from '../../standalone/useSubmission';
import { useDocumentTitle } from '../../app/useDocumentTitle';

const STEPS = ['cart', 'address', 'payment', 'confirmation'] as const;

const Layout = styled.div`
  inline-size: min(100% - 2rem, 64rem);
  margin: 2.5rem auto 0;
  display: grid;
  gap: 1.5rem;
  h1 {
    margin: 0;
    font-size: clamp(1.5rem, 3vw, 2rem);
  }
  h2:focus {
    outline: none;
  }
  .columns {
    display: grid;
    gap: 1.5rem;
    align-items: start;
    @media (min-width: 56rem) {
      grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
    }
  }
  .step-title {
    margin: 0 0 1rem;
    font-size: 1.25rem;
  }
  .done {
    text-align: center;
  }
  .done svg {
    color: ${({ theme }) => theme.palette.success.text};
  }
  .done dl {
    display: grid;
    grid-template-columns: auto auto;
    justify-content: center;
    gap: 0.5rem 1rem;
  }
  .done dd {
    margin: 0;
    font-weight: 600;
  }
`;

/** Why placing the order failed, for the form-level alert. */
function orderError(error: unknown): FormLevelError {
  if (error instanceof ApiError)
    return error.status >= 500 ? { type: 'server' } : { type: 'rejected', message: error.message };
  return { type: 'network' };
}

/**
 * The checkout page (a public front page): the cart (quantities, remove), the address, the payment
 * method — the totals follow the quantities — then POST /api/front/checkout and the confirmation.
 */
export function CheckoutPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('checkout.title'), t('checkout.description'));
  const [lines, setLines] = useState<CartLine[]>(() => SAMPLE_CART.map((line) => ({ ...line })));
  const [step, setStep] = useState(0);
  const [reached, setReached] = useState(0);
  const [address, setAddress] = useState<DeliveryAddress>(EMPTY_ADDRESS);
  const [method, setMethod] = useState<PaymentMethod>('card');
  const [error, setError] = useState<FormLevelError | null>(null);
  const [order, setOrder] = useState<CheckoutResponse | null>(null);
  const placing = useSubmission(placeOrder);
  const stepTitle = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  // A new step: its title takes the focus, so keyboard and screen reader users start there.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    stepTitle.current?.focus();
  }, [step]);

  const goTo = (next: number) => {
    setStep(next);
    setReached((r) => Math.max(r, next));
  };

  const place = async () => {
    setError(null);
    try {
      const placed = await placing.submit({
        items: lines.map(({ id, quantity }) => ({ id, quantity })),
        address,
        payment: method,
      });
      setOrder(placed);
      goTo(3);
    } catch (failure) {
      setError(orderError(failure));
    }
  };

  const steps = STEPS.map((id) => ({ id, title: t(`checkout.steps.${id}`) }));
  const current = STEPS[step];

  return (
    <FrontLayout>
      <Layout>
        <h1>{t('checkout.heading')}</h1>
        <Stepper
          steps={steps}
          activeStep={step}
          reachedStep={order ? 3 : Math.min(reached, 2)}
          // Once the order is placed there is no going back to change it.
          onStepChange={order ? undefined : setStep}
        />
        {current === 'confirmation' && order ? (
          <Card className="done">
            <CardContent>
              <IconCircleCheck size={56} aria-hidden="true" />
              <h2 className="step-title" ref={stepTitle} tabIndex={-1}>
                {t('checkout.confirmed')}
              </h2>
              <dl>
                <dt>{t('checkout.orderNumber')}</dt>
                <dd>{order.orderNumber}</dd>
                <dt>{t('checkout.total')}</dt>
                <dd>{formatPrice(order.total)}</dd>
                <dt>{t('checkout.shipTo')}</dt>
                <dd>
                  {address.fullName}, {address.city}
                </dd>
              </dl>
              <ButtonAnchor href={FRONT_PATH.landing}>{t('front.nav.home')}</ButtonAnchor>
            </CardContent>
          </Card>
        ) : (
          <div className="columns">
            <Card>
              <CardContent>
                <h2 className="step-title" ref={stepTitle} tabIndex={-1}>
                  {t(`checkout.steps.${current}`)}
                </h2>
                {current === 'cart' && (
                  <CartStep
                    lines={lines}
                    onQuantity={(id, quantity) =>
                      setLines((all) => all.map((line) => (line.id === id ? { ...line, quantity } : line)))
                    }
                    onRemove={(id) => setLines((all) => all.filter((line) => line.id !== id))}
                    onRestore={() => setLines(SAMPLE_CART.map((line) => ({ ...line })))}
                    onNext={() => goTo(1)}
                  />
                )}
                {current === 'address' && (
                  <AddressStep
                    address={address}
                    onBack={() => setStep(0)}
                    onNext={(next) => {
                      setAddress(next);
                      goTo(2);
                    }}
                  />
                )}
                {current === 'payment' && (
                  <PaymentStep
                    method={method}
                    onMethod={setMethod}
                    error={error}
                    placing={placing.isPending}
                    onBack={() => setStep(1)}
                    onPlace={() => void place()}
                  />
                )}
              </CardContent>
            </Card>
            <OrderSummary totals={cartTotals(lines)} />
          </div>
        )}
      </Layout>
    </FrontLayout>
  );
}
