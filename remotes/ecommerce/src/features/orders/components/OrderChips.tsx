import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { OrderPayment, OrderStatus } from '@atrium/contracts';
import { Chip, type ColorName } from '@atrium/ui';

export const PAYMENT_COLORS: Record<OrderPayment, ColorName> = {
  1: 'success',
  2: 'warning',
  3: 'secondary',
  4: 'error',
};
const STATUS_COLORS: Record<OrderStatus, ColorName> = {
  Delivered: 'success',
  'Ready to Pickup': 'info',
  'Out for Delivery': 'primary',
  Dispatched: 'warning',
  Processing: 'secondary',
  Cancelled: 'error',
  Returned: 'secondary',
};

const Dot = styled.span<{ $color: ColorName }>`
  display: inline-flex;
  align-items: center;
  gap: 0.4rem;
  font-weight: 500;
  white-space: nowrap;
  color: ${({ theme, $color }) => theme.palette[$color].text};
  &::before {
    content: '';
    inline-size: 0.5rem;
    block-size: 0.5rem;
    border-radius: 50%;
    background: currentColor;
  }
`;

/** Payment state: a coloured dot and its name (1 paid, 2 pending, 3 refunded, 4 failed). */
export function PaymentStatus({ payment }: { payment: OrderPayment }) {
  const { t } = useTranslation('ecommerce');
  return <Dot $color={PAYMENT_COLORS[payment] ?? 'secondary'}>{t(`orders.payment.${payment}`)}</Dot>;
}

export function OrderStatusChip({ status }: { status: OrderStatus }) {
  const { t } = useTranslation('ecommerce');
  return <Chip color={STATUS_COLORS[status] ?? 'secondary'}>{t(`orders.status.${status}`)}</Chip>;
}
