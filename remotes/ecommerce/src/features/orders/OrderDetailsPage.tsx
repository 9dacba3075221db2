import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { IconTrash } from '@tabler/icons-react';
import { ApiError, Can, useStoreFormatters } from '@atrium/platform';
import { Button, Card, ConfirmDialog, ErrorState, PageHeader, Skeleton, toast } from '@atrium/ui';
import { NotFoundState } from '../../common/NotFoundState';
import { errorMessage } from '../../common/errorMessage';
import { useOrder } from './api/getOrder';
import { useDeleteOrder } from './api/deleteOrder';
import { orderPlacedAt } from '@atrium/contracts';
import { OrderStatusChip, PaymentStatus } from './components/OrderChips';
import { OrderActionsCard } from './components/OrderActionsCard';
import { OrderItemsCard } from './components/OrderItemsCard';
import { OrderCustomerCard } from './components/OrderCustomerCard';
import { AddressCard } from './components/AddressCard';
import { useSaveOrderAddress } from './api/saveOrderAddress';
import { ActivityTimeline } from './components/ActivityTimeline';
import { PaymentMethod } from './components/PaymentMethod';

const Layout = styled.div`
  display: grid;
  gap: 1.5rem;
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: ${({ theme }) => theme.breakpoints.md}px) {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  }
`;

const Column = styled.div`
  display: grid;
  gap: 1.5rem;
  align-content: start;
`;

const Chips = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem;
  margin-inline-start: 0.75rem;
  font-size: 0.9375rem;
`;

function DetailsSkeleton() {
  return (
    <div aria-busy="true" data-testid="order-skeleton">
      <Skeleton $width="16rem" $height="2rem" />
      <Layout style={{ marginBlockStart: '1.5rem' }}>
        <Card style={{ padding: '1.5rem', display: 'grid', gap: '1rem' }}>
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} $height="1.25rem" />
          ))}
        </Card>
        <Card style={{ padding: '1.5rem', display: 'grid', gap: '1rem' }}>
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} $height="1.25rem" />
          ))}
        </Card>
      </Layout>
    </div>
  );
}

/** One order: its next steps, items and totals, customer, addresses (editable), history; delete. */
export default function OrderDetailsPage() {
  const { t } = useTranslation('ecommerce');
  const { date, orderNumber } = useStoreFormatters();
  const navigate = useNavigate();
  const params = useParams();
  const id = /^\d+$/.test(params.id ?? '') ? Number(params.id) : Number.NaN;
  const order = useOrder(id);
  const remove = useDeleteOrder();
  const [confirm, setConfirm] = useState(false);
  const saveAddress = useSaveOrderAddress(id);

  const back = { backTo: '/apps/ecommerce/order/list', backLabel: t('orders.backToList') };
  if (!Number.isInteger(id) || id < 1 || (order.error instanceof ApiError && order.error.status === 404)) {
    return <NotFoundState title={t('orders.notFound', { id: params.id })} {...back} />;
  }
  if (order.error) {
    return (
      <Card>
        <ErrorState message={errorMessage(order.error) ?? undefined} onRetry={() => void order.refetch()} />
      </Card>
    );
  }
  if (!order.data) return <DetailsSkeleton />;

  const detail = order.data;
  const o = detail.order;
  const shipping = detail.shippingAddress;
  const billing = detail.billingAddress;

  return (
    <>
      <PageHeader
        title={
          <>
            {t('orders.details.title', { order: orderNumber(o.order) })}
            <Chips>
              <PaymentStatus payment={o.payment} />
              <OrderStatusChip status={o.status} />
            </Chips>
          </>
        }
        subtitle={date(orderPlacedAt(o), { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' })}
        actions={
          <Can I="delete" a="Order">
            <Button
              color="error"
              variant="tonal"
              startIcon={<IconTrash size={18} />}
              onClick={() => setConfirm(true)}
            >
              {t('orders.deleteOrder')}
            </Button>
          </Can>
        }
      />
      <Layout>
        <Column>
          <OrderActionsCard detail={detail} />
          <OrderItemsCard detail={detail} />
          <ActivityTimeline activity={detail.activity} />
        </Column>
        <Column>
          <OrderCustomerCard detail={detail} />
          <AddressCard
            title={t('orders.details.shippingAddress')}
            address={shipping}
            onChange={async (address, revision) =>
              void (await saveAddress.mutateAsync({ kind: 'shipping', address, revision }))
            }
          />
          <AddressCard
            title={t('orders.details.billingAddress')}
            address={billing}
            onChange={async (address, revision) =>
              void (await saveAddress.mutateAsync({ kind: 'billing', address, revision }))
            }
          >
            <div style={{ marginBlockStart: '1rem' }}>
              <PaymentMethod method={o.method} last4={o.methodNumber} />
            </div>
          </AddressCard>
        </Column>
      </Layout>
      <ConfirmDialog
        open={confirm}
        onOpenChange={setConfirm}
        title={t('orders.confirmDelete', { order: orderNumber(o.order) })}
        confirmLabel={t('common.delete')}
        cancelLabel={t('common.cancel')}
        destructive
        onConfirm={async () => {
          try {
            await remove.mutateAsync(o.id);
            toast.success(t('orders.deleted', { order: orderNumber(o.order) }));
            setConfirm(false);
            navigate('/apps/ecommerce/order/list');
          } catch (e) {
            toast.error(errorMessage(e) ?? t('orders.deleteFailed'));
          }
        }}
      />
    </>
  );
}
