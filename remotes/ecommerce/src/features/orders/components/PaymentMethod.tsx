import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { IconBrandMastercard, IconBrandPaypalFilled } from '@tabler/icons-react';
import type { OrderMethod } from '@atrium/contracts';

const Root = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  white-space: nowrap;
  direction: ltr;
  unicode-bidi: isolate;
`;

const Logo = styled.span<{ $paypal: boolean }>`
  display: inline-grid;
  place-items: center;
  inline-size: 2.25rem;
  block-size: 1.5rem;
  border-radius: 4px;
  border: 1px solid ${({ theme }) => theme.palette.divider};
  color: ${({ theme, $paypal }) => ($paypal ? theme.palette.info.main : theme.palette.error.main)};
  background: ${({ theme }) => theme.palette.background.paper};
`;

/** The payment method's logo and the card's last four digits. */
export function PaymentMethod({ method, last4 }: { method: OrderMethod; last4: number }) {
  const { t } = useTranslation('ecommerce');
  const paypal = method === 'paypalLogo';
  return (
    <Root>
      <Logo
        $paypal={paypal}
        role="img"
        aria-label={paypal ? t('orders.method.paypal') : t('orders.method.mastercard')}
      >
        {paypal ? (
          <IconBrandPaypalFilled size={16} aria-hidden="true" />
        ) : (
          <IconBrandMastercard size={18} aria-hidden="true" />
        )}
      </Logo>
      {last4 > 0 && <span aria-label={t('orders.method.endingIn', { last4 })}>•••• {last4}</span>}
    </Root>
  );
}
