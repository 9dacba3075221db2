import { useMemo } from 'react';
import { FormProvider } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { IconArrowLeft } from '@tabler/icons-react';
import type { StoreProfile } from '@atrium/contracts';
import { useStoreFormatters, useStoreProfile } from '@atrium/platform';
import { applyApiError, useZodForm } from '@atrium/platform/forms';
import { ButtonLink, Card, CardContent, ErrorState, PageHeader, Skeleton, toast } from '@atrium/ui';
import { errorMessage } from '../../common/errorMessage';
import { useCreateOrder } from './api/createOrder';
import { orderPath } from './components/useOrderColumns';
import { OrderCustomerPicker } from './new/OrderCustomerPicker';
import { OrderLinesCard } from './new/OrderLinesCard';
import { OrderShippingCard } from './new/OrderShippingCard';
import { OrderSummaryCard } from './new/OrderSummaryCard';
import { emptyNewOrder, newOrderBody, newOrderSchema, type NewOrderValues } from './new/newOrderForm';

const Layout = styled.form`
  display: grid;
  gap: 1.5rem;
  align-items: start;
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}px) {
    grid-template-columns: minmax(0, 2fr) minmax(18rem, 1fr);
  }
  .main {
    display: grid;
    gap: 1.5rem;
  }
  .aside {
    position: sticky;
    inset-block-start: 5rem;
  }
`;

/**
 * A new order taken for a customer (/apps/ecommerce/order/add): who it is for, its lines, where it
 * goes and how it is paid, with what it costs as the store's settings price it. Placed, it opens on
 * its details page; the API prices and keeps it, and refuses what cannot be sold or shipped.
 */
export default function NewOrderPage() {
  const { t } = useTranslation('ecommerce');
  const store = useStoreProfile();
  const header = (
    <PageHeader
      title={t('orders.new.title')}
      subtitle={t('orders.new.subtitle')}
      actions={
        <ButtonLink
          to="/apps/ecommerce/order/list"
          variant="text"
          startIcon={<IconArrowLeft size={18} className="flip-rtl" aria-hidden="true" />}
        >
          {t('orders.new.back')}
        </ButtonLink>
      }
    />
  );
  if (store.error)
    return (
      <>
        {header}
        <Card>
          <ErrorState message={errorMessage(store.error) ?? undefined} onRetry={() => void store.refetch()} />
        </Card>
      </>
    );
  return (
    <>
      {header}
      {store.data ? <NewOrderForm store={store.data} /> : <Skeleton $height="30rem" />}
    </>
  );
}

function NewOrderForm({ store }: { store: StoreProfile }) {
  const { t } = useTranslation('ecommerce');
  const navigate = useNavigate();
  const { orderNumber } = useStoreFormatters();
  const create = useCreateOrder();
  const schema = useMemo(() => newOrderSchema(store.checkout), [store.checkout]);
  const form = useZodForm<NewOrderValues>(schema, 'ecommerce', { defaultValues: emptyNewOrder() });

  const submit = form.handleSubmit(async (values) => {
    try {
      const detail = await create.mutateAsync(newOrderBody(values));
      toast.success(t('orders.new.placed', { order: orderNumber(detail.order.order) }));
      navigate(orderPath(detail.order));
    } catch (e) {
      applyApiError(e, form, { fields: ['shippingRate', 'shippingAddress.line2'] });
    }
  });

  return (
    <FormProvider {...form}>
      <Layout noValidate onSubmit={submit} aria-label={t('orders.new.title')}>
        <div className="main">
          <Card>
            <CardContent>
              <OrderCustomerPicker />
            </CardContent>
          </Card>
          <OrderLinesCard />
          <OrderShippingCard store={store} />
        </div>
        <div className="aside">
          <OrderSummaryCard store={store} />
        </div>
      </Layout>
    </FormProvider>
  );
}
